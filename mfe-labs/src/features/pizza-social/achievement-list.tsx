import styled from 'styled-components';
import { color, radius, space } from '@pizza-atlas/ui';
import { AchievementIcon } from './achievement-icon';
import { isUnlocked, shownProgress, type Achievement } from './achievements';
import { ProgressBar } from './progress-bar';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

const Item = styled.li<{ $unlocked: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(2)} ${space(3)};
  padding: ${space(4)};
  border-radius: ${radius.md};
  border: 1px solid ${(p) => (p.$unlocked ? color.primary : color.border)};
  background: ${color.surface};
  h4 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${color.textMuted};
    font-size: 0.9rem;
  }
`;

const Figures = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${space(1)};
  font-size: 0.9rem;
  span {
    display: flex;
    justify-content: space-between;
  }
`;

/**
 * Achievements with their progress; unlocked when progress reaches the maximum. Until the
 * progress is known (`known` false: the server, hydration) each card keeps its place and
 * size and says so, so nothing moves when the browser's own figures arrive.
 */
export function AchievementList({
  achievements,
  label,
  known = true,
}: {
  achievements: readonly Achievement[];
  label: string;
  known?: boolean;
}) {
  return (
    <List aria-label={label}>
      {achievements.map((achievement) => {
        const unlocked = known && isUnlocked(achievement);
        const progress = shownProgress(achievement);
        return (
          <Item
            key={achievement.id}
            $unlocked={unlocked}
            aria-labelledby={`achievement-${achievement.id}`}
          >
            <AchievementIcon name={achievement.icon} unlocked={unlocked} />
            <div>
              <h4 id={`achievement-${achievement.id}`}>{achievement.title}</h4>
              <p>{achievement.description}</p>
            </div>
            <Figures>
              <span>
                <strong>{known ? (unlocked ? 'Unlocked' : 'Locked') : 'Checking…'}</strong>
                <span>
                  {known ? progress : '–'} / {achievement.maxProgress}
                </span>
              </span>
              <ProgressBar
                label={`${achievement.title} progress`}
                value={known ? progress : 0}
                valueText={known ? undefined : 'Not known yet'}
                max={achievement.maxProgress}
              />
            </Figures>
          </Item>
        );
      })}
    </List>
  );
}
