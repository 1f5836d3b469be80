export function OrganicPage() {
  return <div>stub</div>;
}
