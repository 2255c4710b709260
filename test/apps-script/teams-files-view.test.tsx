// @vitest-environment happy-dom
// The files a teams evening's end offers in the sidebar (TeamsFiles.tsx): the USEBIO file always, the PBN
// file only when boards were entered by board, each named as the results page is, and the players
// without a national number listed.
import { render, screen } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamsFiles } from '../../apps-script/sidebar/TeamsFiles';

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a teams evening's files in the sidebar", () => {
  it('offers the USEBIO and PBN files named as the page, and lists who has no number', () => {
    render(
      h(TeamsFiles, {
        files: { usebio: '<USEBIO/>', pbn: '% PBN 2.1', unnumbered: ['Bob Ash', 'Cy Bear'] },
        fileName: 'teams-results.html',
      }),
    );
    expect(screen.getByText('Save the USEBIO file (.xml)').getAttribute('download')).toBe('teams-results.xml');
    expect(screen.getByText('Save the PBN file (.pbn)').getAttribute('download')).toBe('teams-results.pbn');
    expect(
      screen.getByText(
        '2 players have no national number: "Bob Ash", "Cy Bear". The USEBIO file leaves their numbers blank: add them to the Members sheet and publish again.',
      ),
    ).toBeTruthy();
  });

  it('offers no PBN file when every match was typed as its total, and no list when every player has a number', () => {
    render(h(TeamsFiles, { files: { usebio: '<USEBIO/>', unnumbered: [] }, fileName: 'teams-results.html' }));
    expect(screen.getByText('Save the USEBIO file (.xml)')).toBeTruthy();
    expect(screen.queryByText('Save the PBN file (.pbn)')).toBeNull();
    expect(document.querySelector('p.note')).toBeNull();
  });
});
