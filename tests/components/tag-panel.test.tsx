/**
 * The tag panel as a tagger meets it, against msw's wire answers: the list with the live comments
 * in timeline order, what is offered on whose tags, seeking, validation, tagging the current moment,
 * editing and deleting. One file, over 300 lines: every case shares the one panel, its query cache
 * and the wire fakes.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TagPanel } from '@/components/tags/tag-panel';
import { ModalHost } from '@/components/ui/modal-host';
import type { Tag as WireTag } from '@/lib/api/contract/tags';
import type { TimelineComment } from '@/lib/api/tags';
import { QueryProvider } from '@/lib/queries/provider';
import { loadQueryRuntime } from '@/lib/queries/runtime';
import { tagKeys } from '@/lib/queries/tags';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { wireProfile } from '@/tests/support/session-fakes';
import { API_BASE, renderWithIntl } from './support/render';

const EVENT = 'ev-1';
const ME = 'u-1';
const TENANT = 'test';

// happy-dom lacks two standard properties react-hook-form reads to tell whether a select was changed
// before the form was ready (HTMLSelectElement.size, HTMLOptionElement.defaultSelected): without them
// the form takes the first option instead of its default type. Browsers have both.
const domGaps: [object, string, PropertyDescriptor][] = [
  [window.HTMLSelectElement.prototype, 'size', { get: () => 0, configurable: true }],
  [
    window.HTMLOptionElement.prototype,
    'defaultSelected',
    {
      get: function (this: HTMLOptionElement) {
        return this.hasAttribute('selected');
      },
      configurable: true,
    },
  ],
];

// The first render of a file loads the API client, the route table and the query runtime on demand: slow on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const server = setupServer();
beforeAll(() => {
  for (const [proto, name, descriptor] of domGaps) if (!(name in proto)) Object.defineProperty(proto, name, descriptor);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(async () => {
  server.resetHandlers();
  useSessionStore.getState().clear();
  useModalStore.getState().close();
  (await loadQueryRuntime()).client.clear();
});
afterAll(() => server.close());

beforeEach(() => {
  useSessionStore.getState().signIn({
    user: { id: ME, email: 'ada@example.org', fullName: 'Ada Lovelace', countryName: null, favoriteClubId: null },
    tokenData: { token: 'access-1', tokenExpirationTime: 3600, tokenUpdateTime: Math.floor(Date.now() / 1000), refreshToken: 'refresh-1' },
  });
});

const wireTag = (over: Partial<WireTag> & Pick<WireTag, 'id' | 'title' | 'startTime' | 'endTime'>): WireTag => ({
  type: 'highlight',
  global: false,
  playerNumber: null,
  playerColor: null,
  tagTeam: null,
  targetId: EVENT,
  videoType: 'vod',
  streamName: 'hd',
  mode: 'sync',
  isOwner: true,
  createdAt: '2026-03-01T12:00:00.000Z',
  ...over,
});

/** Another user's global tag: shown to everyone, editable by nobody here. */
const othersGoal = wireTag({
  id: 'g-1',
  title: 'Opening goal',
  startTime: 65_500,
  endTime: 70_500,
  type: 'goal',
  global: true,
  isOwner: false,
  playerNumber: '9',
  playerColor: '#cc0000',
  tagTeam: { teamId: 'home', title: 'Home FC', color: '#cc0000', logo: null },
});
const myCorner = wireTag({ id: 'o-1', title: 'Corner routine', startTime: 12_000, endTime: 17_000 });
const mySave = wireTag({ id: 'o-2', title: 'Late save', startTime: 3_725_000, endTime: 3_730_000, type: 'save' });

const teams = [
  { id: 'home', name: 'Home FC', color: '#cc0000' },
  { id: 'away', name: 'Away United', color: '#0000cc' },
];

const paginated = (entries: WireTag[]) => ({
  entryCount: entries.length,
  totalCount: entries.length,
  itemsPerPage: 999,
  startIndex: 0,
  count: entries.length,
  nextExists: false,
  entries,
});

const url = (path: string) => `${API_BASE}api/${path}`;

/**
 * The tag calls against an in-memory store, as the API keeps them: list (global or own), saveV2,
 * update and remove_list. Each request body is kept, by call.
 */
function tagApi(initial: WireTag[], { globalTags = false } = {}) {
  const tags = new Map(initial.map((t) => [t.id, t]));
  const calls = { list: [] as unknown[], save: [] as unknown[], update: [] as unknown[], remove: [] as unknown[] };
  server.use(
    http.get(url('user/get_profile'), () => HttpResponse.json({ content: wireProfile({ id: ME, globalTags }) })),
    http.post(url('tag/list'), async ({ request }) => {
      const body = (await request.json()) as { global: boolean };
      calls.list.push(body);
      return HttpResponse.json(paginated([...tags.values()].filter((t) => (body.global ? t.global : t.isOwner && !t.global))));
    }),
    http.post(url('tag/saveV2'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown> & { title: string; startTime: number; endTime: number; teamId: string | null };
      calls.save.push(body);
      const team = teams.find((t) => t.id === body.teamId);
      const saved = wireTag({
        id: 'new-1',
        title: body.title,
        startTime: body.startTime,
        endTime: body.endTime,
        tagTeam: team ? { teamId: team.id, title: team.name, color: team.color, logo: null } : null,
      });
      tags.set(saved.id, saved);
      return HttpResponse.json({ content: saved });
    }),
    http.post(url('tag/update'), async ({ request }) => {
      const body = (await request.json()) as Partial<WireTag> & { id: string };
      calls.update.push(body);
      const { id, ...changes } = body;
      const saved = { ...tags.get(id)!, ...changes };
      tags.set(id, saved);
      return HttpResponse.json({ content: saved });
    }),
    http.post(url('tag/remove_list'), async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      calls.remove.push(body);
      for (const id of body.ids) tags.delete(id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/** The event page's player, as far as the panel reaches it: the current time and a seek. */
function renderPanel({ now = 83.47 } = {}) {
  const player = { getCurrentTime: vi.fn(() => now), seek: vi.fn() };
  renderWithIntl(
    <QueryProvider>
      <TagPanel eventId={EVENT} eventStatus="LIVE" teams={teams} {...player} />
      <ModalHost />
    </QueryProvider>,
  );
  return player;
}

/** The list once the tags have loaded (live comments can show before them). */
async function tagList() {
  await waitFor(() => expect(screen.queryByText('Loading tags…')).not.toBeInTheDocument());
  return screen.getByRole('list', { name: 'Tags and comments on the timeline' });
}
/** Each row's seek button text: its time range, then its title. */
const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]!.textContent);
/** The button that seeks to a tag or comment: its time range, then its title. */
const seekButton = (title: string) => screen.getByRole('button', { name: new RegExp(`^[0-9:–]+\\s*${title}$`) });
const rowOf = (title: string) => seekButton(title).closest('li')!;

describe('TagPanel', () => {
  it("lists the global and the user's own tags with the live comments in timeline order, each with its time", async () => {
    const calls = tagApi([mySave, othersGoal, myCorner]);
    const comment: TimelineComment = { id: 'c-1', eventId: EVENT, title: 'Red card', body: 'Second yellow for #4', type: 'card', startTime: 30, endTime: null };
    (await loadQueryRuntime()).client.setQueryData(tagKeys.comments(TENANT, EVENT), [comment]);
    renderPanel();

    expect(screen.getByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    const list = await tagList();
    expect(rows(list)).toEqual(['0:12–0:17Corner routine', '0:30Red card', '1:05–1:10Opening goal', '1:02:05–1:02:10Late save']);
    const goal = within(rowOf('Opening goal'));
    expect(goal.getByText('Goal')).toBeInTheDocument();
    expect(goal.getByText('Home FC')).toBeInTheDocument();
    expect(goal.getByText('Player 9')).toBeInTheDocument();
    expect(goal.getByText('Global tag')).toBeInTheDocument();
    expect(within(rowOf('Red card')).getByText('Live comment')).toBeInTheDocument();
    expect(within(rowOf('Red card')).getByText('Second yellow for #4')).toBeInTheDocument();
    expect(calls.list).toEqual(
      expect.arrayContaining([
        { global: true, page: 0, size: 999, targetId: EVENT },
        { global: false, page: 0, size: 999, targetId: EVENT },
      ]),
    );
  });

  it("offers edit, delete and selection on the user's own tags only, never on another user's", async () => {
    tagApi([othersGoal, myCorner]);
    renderPanel();
    await tagList();
    const mine = within(rowOf('Corner routine'));
    expect(mine.getByRole('button', { name: 'Edit Corner routine' })).toHaveTextContent('Edit');
    expect(mine.getByRole('button', { name: 'Delete Corner routine' })).toHaveTextContent('Delete');
    expect(mine.getByRole('checkbox', { name: 'Select Corner routine' })).not.toBeChecked();
    const theirs = within(rowOf('Opening goal'));
    expect(theirs.getAllByRole('button')).toHaveLength(1);
    expect(theirs.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit Opening goal|Delete Opening goal/ })).not.toBeInTheDocument();
  });

  it('seeks the player to the start of the tag or comment the user selects', async () => {
    tagApi([othersGoal, mySave]);
    const comment: TimelineComment = { id: 'c-1', eventId: EVENT, title: 'Red card', body: '', type: 'card', startTime: 30.25, endTime: 31 };
    (await loadQueryRuntime()).client.setQueryData(tagKeys.comments(TENANT, EVENT), [comment]);
    const player = renderPanel();
    await tagList();
    const user = userEvent.setup();
    await user.click(seekButton('Opening goal'));
    expect(player.seek).toHaveBeenLastCalledWith(65.5);
    await user.click(seekButton('Late save'));
    expect(player.seek).toHaveBeenLastCalledWith(3725);
    await user.click(seekButton('Red card'));
    expect(player.seek).toHaveBeenLastCalledWith(30.25);
    expect(player.seek).toHaveBeenCalledTimes(3);
  });

  it('refuses a blank title with the translated message tied to the field, and sends nothing', async () => {
    const calls = tagApi([]);
    renderPanel();
    expect(await screen.findByText('No tags yet. Tag a moment to find it again later.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tag this moment' }));
    const form = within(screen.getByRole('form', { name: 'New tag' }));
    const title = form.getByRole('textbox', { name: 'Title' });
    await user.type(title, '   ');
    await user.click(form.getByRole('button', { name: 'Save tag' }));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(form.getByRole('alert')).toHaveTextContent('Enter a title.');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Enter a title.'));
    expect(calls.save).toEqual([]);
    expect(screen.getByRole('form', { name: 'New tag' })).toBeInTheDocument();
  });

  it("tags the player's current moment: sends the create call and shows the new tag in the list", async () => {
    const calls = tagApi([othersGoal]);
    renderPanel({ now: 83.47 });
    await tagList();
    const user = userEvent.setup();
    const create = screen.getByRole('button', { name: 'Tag this moment' });
    await user.click(create);
    expect(create).toHaveAttribute('aria-expanded', 'true');
    const form = within(screen.getByRole('form', { name: 'New tag' }));
    // The current time, to a tenth of a second, and the default length of 5 s after it.
    expect(form.getByRole('spinbutton', { name: 'Start (seconds)' })).toHaveValue(83.4);
    expect(form.getByRole('spinbutton', { name: 'End (seconds)' })).toHaveValue(88.4);
    await user.type(form.getByRole('textbox', { name: 'Title' }), '  Free kick  ');
    await user.selectOptions(form.getByRole('combobox', { name: 'Team' }), 'Away United');
    await user.type(form.getByRole('textbox', { name: 'Player number' }), '10');
    await user.click(form.getByRole('button', { name: 'Save tag' }));

    await waitFor(() => expect(calls.save).toHaveLength(1));
    expect(calls.save[0]).toEqual({
      targetId: EVENT,
      title: 'Free kick',
      startTime: 83_400,
      endTime: 88_400,
      type: 'highlight',
      global: false,
      mode: 'sync',
      playerColor: '#0000cc',
      playerNumber: '10',
      teamId: 'away',
      videoType: 'live',
      streamName: 'hd',
    });
    expect(screen.queryByRole('form', { name: 'New tag' })).not.toBeInTheDocument();
    const list = await tagList();
    await waitFor(() => expect(rows(list)).toEqual(['1:05–1:10Opening goal', '1:23–1:28Free kick']));
    await waitFor(() => expect(within(rowOf('Free kick')).getByRole('button', { name: 'Edit Free kick' })).toBeInTheDocument());
  });

  it('edits an own tag in place and shows the saved title', async () => {
    const calls = tagApi([othersGoal, myCorner]);
    renderPanel();
    await tagList();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Corner routine' }));
    const form = within(screen.getByRole('form', { name: 'Edit tag' }));
    const title = form.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Corner routine');
    expect(form.getByRole('spinbutton', { name: 'Start (seconds)' })).toHaveValue(12);
    await user.clear(title);
    await user.type(title, 'Short corner');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]).toEqual({ id: 'o-1', title: 'Short corner', type: 'highlight', startTime: 12_000, endTime: 17_000, playerNumber: null });
    expect(screen.queryByRole('form', { name: 'Edit tag' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Short corner' })).toBeInTheDocument();
    expect(screen.queryByText('Corner routine')).not.toBeInTheDocument();
  });

  it('deletes an own tag only once the user confirms, and several selected ones at once', async () => {
    const calls = tagApi([othersGoal, myCorner, mySave]);
    renderPanel();
    await tagList();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete Corner routine' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete “Corner routine”?' });
    expect(dialog).toHaveTextContent('The tag will be deleted. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.remove).toEqual([]);
    expect(seekButton('Corner routine')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Corner routine' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Late save' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete 2 tags?' });
    expect(dialog).toHaveTextContent('The 2 tags will be deleted. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(calls.remove).toHaveLength(1));
    expect(calls.remove[0]).toEqual({ ids: expect.arrayContaining(['o-1', 'o-2']) });
    expect((calls.remove[0] as { ids: string[] }).ids).toHaveLength(2);
    await waitFor(() => expect(rows(screen.getByRole('list', { name: 'Tags and comments on the timeline' }))).toEqual(['1:05–1:10Opening goal']));
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
  });

  it("shows a failed load's message in place, and loads again on request", async () => {
    tagApi([othersGoal]);
    let refuse = true;
    let refused = 0;
    server.use(
      http.post(url('tag/list'), () => {
        if (!refuse) return undefined;
        refused += 1;
        return HttpResponse.json({ error: true, message: 'No access to these tags', messageErrorCode: 'forbidden' }, { status: 403 });
      }),
    );
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tags…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tags could not be loaded: You are not allowed to do this.');
    // One load asks for the global and the own tags. A refusal would come back the same: neither
    // is asked again (only an unreachable API is).
    expect(refused).toBe(2);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    refuse = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await tagList();
    expect(rows(list)).toEqual(['1:05–1:10Opening goal']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
