/**
 * The home page's 'O meu trabalho' (issue 30 §2): the panel, and under its sections the user's saved
 * searches (issue 30 §3: nothing when there are none). Two leaf features joined here, in the app's
 * composition; routes.tsx loads this module lazily, after the home page's first screen.
 */
import Box from '@mui/material/Box';
import { SavedSearchesSection } from '@/web/features/lists/SavedSearchesSection';
import { MyWorkPanel } from '@/web/features/myWork/MyWorkPanel';

export function MyWorkHomePanel() {
  return (
    <MyWorkPanel
      footer={
        <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
          <SavedSearchesSection />
        </Box>
      }
    />
  );
}
