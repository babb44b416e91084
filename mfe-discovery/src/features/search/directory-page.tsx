import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Notice, PageFrame, space } from '@pizza-atlas/ui';
import { directoryHead } from './directory-head';
import { DirectoryResults } from './directory-results';
import { SubmittedNotice } from '../submit/submitted-notice';
import { SearchPanel } from './search-panel';
import { useSearchedPlace } from './api/search-restaurants';
import { canSearch, readCriteria, writeCriteria, type SearchCriteria } from './search-criteria';
import { readResultsView, writeResultsView } from './results-view';

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function personalityNote(criteria: SearchCriteria, personality: string): string {
  // The directory names the personality; it does not rank places by it (shell's about page).
  const named = `Your pizza personality: ${personality}.`;
  if (criteria.location) return `${named} Here are the pizza places in ${criteria.location}.`;
  if (criteria.latitude !== undefined) return `${named} Here are the pizza places near you.`;
  // Skipped or refused: the search box below asks where (decision 0066).
  return `${named} Enter a city, state, or zip code below to see pizza places there.`;
}

/** /directory: the search lives in the URL, so it can be shared, reloaded and walked with Back. */
export function DirectoryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.toString();
  const criteria = useMemo(() => readCriteria(new URLSearchParams(key)), [key]);
  const place = useSearchedPlace(criteria);

  const search = (next: SearchCriteria) => {
    const query = writeCriteria(next).toString();
    // The results view (results-view.ts) is not the search: the same search again is no
    // navigation, and a new one starts from its first results, on the map if the phone was.
    const current = new URLSearchParams(key);
    current.delete('shown');
    current.delete('view');
    if (query === current.toString()) return;
    const { map } = readResultsView(new URLSearchParams(window.location.search));
    navigate(`/directory${writeResultsView(query, { shown: undefined, map }) || '?'}`);
  };

  return (
    <PageFrame
      owner="discovery"
      heading="Pizza Directory"
      head={directoryHead(criteria, place.name)}
    >
      <SubmittedNotice />
      {criteria.personality && (
        <Notice style={{ marginBottom: space(6) }}>
          {personalityNote(criteria, capitalise(criteria.personality))}
        </Notice>
      )}
      <SearchPanel
        criteria={criteria}
        isSearchActive={canSearch(criteria)}
        wholeState={place.kind === 'state'}
        searchFailed={place.failed}
        onSearch={search}
      />
      <DirectoryResults criteria={criteria} />
    </PageFrame>
  );
}
