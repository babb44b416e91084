import styled from 'styled-components';
import { SampleBadge, color, space, formatCount } from '@pizza-atlas/ui';
import { DEMO_LEADERBOARD } from './demo-passport';
import { Muted, Panel } from './passport-styles';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${space(2)} ${space(3)};
    border-bottom: 1px solid ${color.border};
    text-align: left;
  }
  th:nth-child(3),
  td:nth-child(3) {
    text-align: right;
  }
  tr.you {
    background: ${color.surfaceMuted};
    font-weight: 700;
  }
  @media (max-width: 480px) {
    th,
    td {
      padding-inline: ${space(1)};
    }
  }
`;

export function LeaderboardPanel() {
  return (
    <Panel>
      <section aria-labelledby="sample-leaderboard">
        <h3 id="sample-leaderboard">
          This week&apos;s leaderboard <SampleBadge>Demo</SampleBadge>
        </h3>
        <Muted>Sample players and this week&apos;s points; the sample visitor is 4th.</Muted>
        <Table aria-labelledby="sample-leaderboard">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Name</th>
              <th scope="col">Points</th>
              <th scope="col">Badge</th>
            </tr>
          </thead>
          <tbody>
            {DEMO_LEADERBOARD.map((row) => (
              <tr
                key={row.rank}
                className={row.isYou ? 'you' : undefined}
                aria-current={row.isYou ? 'true' : undefined}
              >
                <td>{row.rank}</td>
                <th scope="row">{row.name}</th>
                <td>{formatCount(row.points)}</td>
                <td>{row.badge}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
    </Panel>
  );
}
