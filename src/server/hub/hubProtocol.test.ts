/** The JSON hub protocol's framing and parsing (HubProtocol.md), without a connection. */
import { HUB_METHODS } from '@/shared/hub';
import { HUB_LIMITS } from '@/shared/limits';
import { parseEnvelope } from './hubEnvelope';
import { envelopesFor } from './hubBus';
import {
  MessageType,
  PING,
  RECORD_SEPARATOR,
  closeMessage,
  completionError,
  frame,
  handshakeResponse,
  invocation,
  parseMessage,
  readHandshake,
  splitRecords,
} from './hubProtocol';

const RS = RECORD_SEPARATOR;

describe('splitRecords', () => {
  it('splits a frame into its records, several per frame', () => {
    expect(splitRecords(`{"protocol":"json","version":1}${RS}{"type":6}${RS}`)).toEqual(['{"protocol":"json","version":1}', '{"type":6}']);
    expect(splitRecords(`{"type":6}${RS}`)).toEqual(['{"type":6}']);
    expect(splitRecords('')).toEqual([]);
  });

  it('refuses a frame whose last record is not terminated', () => {
    expect(splitRecords('{"type":6}')).toBeNull();
    expect(splitRecords(`{"type":6}${RS}{"type":`)).toBeNull();
  });
});

describe('the handshake', () => {
  it('accepts json version 1 only', () => {
    expect(readHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true });
    expect(readHandshake('{"protocol":"messagepack","version":1}')).toEqual({ ok: false, error: "The protocol 'messagepack' is not supported." });
    expect(readHandshake('{"protocol":"json","version":2}')).toEqual({ ok: false, error: "The server does not support version 2 of the 'json' protocol." });
    expect(readHandshake('{"protocol":"json"}')).toMatchObject({ ok: false });
    expect(readHandshake('not json')).toMatchObject({ ok: false });
    expect(readHandshake('null')).toMatchObject({ ok: false });
  });

  it('answers {} or {"error"} as one record', () => {
    expect(handshakeResponse({ ok: true })).toBe(`{}${RS}`);
    expect(handshakeResponse({ ok: false, error: 'no' })).toBe(`{"error":"no"}${RS}`);
  });
});

describe('parseMessage', () => {
  it('reads invocations with and without an id', () => {
    expect(parseMessage('{"type":1,"invocationId":"7","target":"Send","arguments":[1]}')).toEqual({
      type: MessageType.Invocation,
      invocationId: '7',
      target: 'Send',
      arguments: [1],
    });
    expect(parseMessage('{"type":1,"target":"Send","arguments":[]}')).toEqual({ type: MessageType.Invocation, invocationId: null, target: 'Send', arguments: [] });
    expect(parseMessage('{"type":4,"invocationId":"8","target":"Stream","arguments":[]}')).toEqual({
      type: MessageType.StreamInvocation,
      invocationId: '8',
      target: 'Stream',
      arguments: [],
    });
  });

  it('reads ping and close, and ignores the other types', () => {
    expect(parseMessage('{"type":6}')).toEqual({ type: MessageType.Ping });
    expect(parseMessage('{"type":7,"error":"bye"}')).toEqual({ type: MessageType.Close });
    expect(parseMessage('{"type":3,"invocationId":"1","result":2}')).toEqual({ type: 'ignored' });
    expect(parseMessage('{"type":5,"invocationId":"1"}')).toEqual({ type: 'ignored' });
    expect(parseMessage('{"type":99}')).toEqual({ type: 'ignored' });
  });

  it('answers null for what is not a hub message', () => {
    for (const record of ['', 'nope', '[]', 'null', '{"type":"1"}', '{"type":1}', '{}']) expect(parseMessage(record)).toBeNull();
  });

  it('answers null for an invocation whose id, which the answer echoes, is longer than the bound', () => {
    const id = (length: number) => `{"type":1,"invocationId":"${'9'.repeat(length)}","target":"Send","arguments":[]}`;
    expect(parseMessage(id(HUB_LIMITS.maxInvocationIdLength))).toMatchObject({ type: MessageType.Invocation });
    expect(parseMessage(id(HUB_LIMITS.maxInvocationIdLength + 1))).toBeNull();
  });
});

describe('outgoing messages', () => {
  it('frames invocations (no id: no answer expected), completions, pings and close', () => {
    expect(invocation(HUB_METHODS.needRefreshToken, [])).toBe(`{"type":1,"target":"NeedRefreshToken","arguments":[]}${RS}`);
    expect(completionError('3', 'boom')).toBe(`{"type":3,"invocationId":"3","error":"boom"}${RS}`);
    expect(PING).toBe(`{"type":6}${RS}`);
    expect(closeMessage()).toBe(`{"type":7}${RS}`);
    expect(closeMessage('Session ended.', false)).toBe(`{"type":7,"error":"Session ended.","allowReconnect":false}${RS}`);
    expect(frame({ a: 'x\u001ey' })).toBe(`{"a":"x\u001ey"}${RS}`.replace('x\u001ey', 'x\\u001ey'));
  });
});

describe('parseEnvelope', () => {
  it('reads back what the hub bus sends', () => {
    const [payload] = envelopesFor([1, 2], HUB_METHODS.needRefreshToken, []);
    expect(parseEnvelope(payload!)).toEqual({ userIds: [1, 2], method: 'NeedRefreshToken', args: [] });
  });

  it('refuses anything else on the channel', () => {
    for (const payload of [
      'x',
      'null',
      '{"userIds":[1],"method":"Other","args":[]}',
      '{"userIds":["1"],"method":"NeedRefreshToken","args":[]}',
      '{"userIds":[1],"method":"NeedRefreshToken"}',
    ]) {
      expect(parseEnvelope(payload)).toBeNull();
    }
  });
});
