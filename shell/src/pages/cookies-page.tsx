import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { breakpoint, color, space } from '@pizza-atlas/ui';
import { ContentPage } from './content-page';
import { STORAGE_INVENTORY } from './storage-inventory';

const COLUMNS = ['Name', 'Kind', 'What it is for', 'How long it stays'] as const;

/** A key that may wrap after each colon (pizza-atlas:discovery:last-search), never mid-word. */
function KeyName({ name }: { name: string }) {
  return (
    <code>
      {name.split(':').map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              :<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

// A table on wide screens; on a phone each row becomes a block whose cells name their column.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: ${space(4)} 0;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${space(3)};
    border-bottom: 1px solid ${color.border};
  }
  th {
    font-size: 0.9rem;
  }
  code {
    font-size: 0.9rem;
  }
  @media (max-width: ${breakpoint.sm}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr,
    td {
      display: block;
    }
    tr {
      padding: ${space(2)} 0;
      border-bottom: 1px solid ${color.border};
    }
    td {
      border: 0;
      padding: ${space(1)} 0;
    }
    td::before {
      content: attr(data-label) ': ';
      font-weight: 700;
    }
  }
`;

export function CookiesPage() {
  return (
    <ContentPage heading="Cookie Policy">
      <p className="updated">Last updated: November 2026</p>
      <h2>Cookies</h2>
      <p>
        Visitors get no cookies from Pizza Atlas, neither ours nor anyone else’s, and we load no
        advertising or analytics trackers. The one cookie we set is a sign-in cookie for advertisers
        and staff, and only when they sign in. Cookies typically last from 30 days to 2 years; ours
        lasts 12 hours at most, as the table below says.
      </p>
      <h2>What we keep in your browser</h2>
      <p>
        A few small items stay in your browser’s local storage (kept until removed) or session
        storage (gone when you close the tab). They never leave your browser and do not identify
        you. This is all of them, with the sign-in cookie:
      </p>
      <Table>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {STORAGE_INVENTORY.map((item) => (
            <tr key={`${item.kind}:${item.name}`}>
              <td data-label={COLUMNS[0]}>
                <KeyName name={item.name} />
              </td>
              <td data-label={COLUMNS[1]}>{item.kind}</td>
              <td data-label={COLUMNS[2]}>{item.purpose}</td>
              <td data-label={COLUMNS[3]}>{item.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>Your choices</h2>
      <p>
        You can see and delete these items in your browser’s settings for this site’s data. Clearing
        them only resets your theme to your system’s and forgets where your last search was;
        everything else works as before. Switching the theme button to System removes the theme item
        at once.
      </p>
      <h2>Maps</h2>
      <p>
        Our maps’ background pictures (tiles) are plain images, asked for without any cookie of
        ours; the Privacy Policy names where they come from.
      </p>
      <p>
        What we do with information you send us is in the <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </ContentPage>
  );
}
