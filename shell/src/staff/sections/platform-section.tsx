import { useState } from 'react';
import styled from 'styled-components';
import type { ReleaseSummary, StaffPlatform, StaffRemote } from '@pizza-atlas/contracts';
import { Button, color, radius, space } from '@pizza-atlas/ui';
import { DecisionDialog } from '../decision-dialog';
import { ListState } from '../list-state';
import { formatWhen, useStaffQuery, useStaffWrite } from '../staff-api';
import { Actions, Badge, Item, ItemList, Meta, Toolbar } from '../staff-styles';

const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 44px;
  padding: ${space(1)} ${space(3)} ${space(1)} ${space(1)};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  /* The track and its knob: right and green when on, left and grey when off. */
  &::before {
    content: '';
    width: 36px;
    height: 20px;
    border-radius: ${radius.pill};
    background: radial-gradient(circle at 10px 10px, #fff 7px, ${color.textMuted} 8px);
  }
  &[aria-checked='true']::before {
    background: radial-gradient(circle at 26px 10px, #fff 7px, ${color.accent} 8px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: progress;
  }
`;

const Releases = styled.div`
  justify-self: stretch;
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }
  th,
  td {
    padding: ${space(2)};
    text-align: left;
    border-bottom: 1px solid ${color.border};
    white-space: nowrap;
  }
`;

/** An on/off switch: its name is what it switches; the state is read as checked. */
function Switch({
  label,
  enabled,
  onToggle,
}: {
  label: string;
  enabled: boolean;
  onToggle: (enabled: boolean) => Promise<unknown>;
}) {
  const [isSending, setSending] = useState(false);
  return (
    <SwitchButton
      type="button"
      role="switch"
      aria-checked={enabled}
      aria-label={label}
      disabled={isSending}
      onClick={async () => {
        setSending(true);
        await onToggle(!enabled);
        setSending(false);
      }}
    >
      {enabled ? 'On' : 'Off'}
    </SwitchButton>
  );
}

const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${(bytes / 1024).toFixed(1)} KB`;

function RemoteCard({
  remote,
  onActivate,
}: {
  remote: StaffRemote;
  onActivate: (remote: StaffRemote, release: ReleaseSummary) => void;
}) {
  const write = useStaffWrite();
  const activeIndex = remote.releases.findIndex((release) => release.active);
  return (
    <Item>
      <Actions>
        <h3>{remote.name}</h3>
        <Badge $tone={remote.enabled ? 'on' : 'off'}>
          {remote.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      </Actions>
      <Meta>Active version: {remote.activeVersion ?? 'none'}</Meta>
      <Switch
        label={`${remote.name} remote`}
        enabled={remote.enabled}
        onToggle={(enabled) =>
          write({
            method: 'PUT',
            path: `/api/staff/remotes/${remote.name}/enabled`,
            body: { enabled },
            success: `The ${remote.name} remote is ${enabled ? 'on' : 'off'}.`,
            refresh: ['platform'],
          })
        }
      />
      {remote.releases.length === 0 ? (
        <Meta>No releases stored.</Meta>
      ) : (
        <Releases>
          <table>
            <caption className="visually-hidden">Releases of {remote.name}</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Published</th>
                <th scope="col">Files</th>
                <th scope="col">Size</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {remote.releases.map((release, index) => (
                <tr key={release.version}>
                  <th scope="row">{release.version}</th>
                  <td>{formatWhen(release.createdAt)}</td>
                  <td>{release.files}</td>
                  <td>{fileSize(release.bytes)}</td>
                  <td>
                    {release.active ? (
                      <Badge $tone="on">Active</Badge>
                    ) : (
                      <Button
                        type="button"
                        $variant="secondary"
                        aria-label={`${activeIndex >= 0 && index > activeIndex ? 'Roll back' : 'Make active'}: ${remote.name} ${release.version}`}
                        onClick={() => onActivate(remote, release)}
                      >
                        {activeIndex >= 0 && index > activeIndex ? 'Roll back' : 'Make active'}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Releases>
      )}
    </Item>
  );
}

/** Remotes on or off, their releases and rollbacks, and the labs' features. */
export function PlatformSection() {
  const query = useStaffQuery<StaffPlatform>(['platform'], '/api/staff/platform');
  const write = useStaffWrite();
  const [pending, setPending] = useState<{ remote: StaffRemote; release: ReleaseSummary } | null>(
    null,
  );

  return (
    <section aria-labelledby="staff-platform">
      <Toolbar>
        <h2 id="staff-platform">Platform</h2>
      </Toolbar>
      <ListState
        query={query}
        isEmpty={(platform) => platform.remotes.length === 0 && platform.labFeatures.length === 0}
        empty="No remotes are registered."
      >
        {(platform) => (
          <>
            <ItemList aria-label="Remotes">
              {platform.remotes.map((remote) => (
                <RemoteCard
                  key={remote.name}
                  remote={remote}
                  onActivate={(from, release) => setPending({ remote: from, release })}
                />
              ))}
            </ItemList>
            <h3>Lab features</h3>
            {platform.labFeatures.length === 0 ? (
              <Meta>No lab features.</Meta>
            ) : (
              <ItemList aria-label="Lab features">
                {platform.labFeatures.map((feature) => (
                  <Item key={feature.key}>
                    <Actions>
                      <strong>{feature.label}</strong>
                      <Switch
                        label={`${feature.label} lab feature`}
                        enabled={feature.enabled}
                        onToggle={(enabled) =>
                          write({
                            method: 'PUT',
                            path: `/api/staff/lab-features/${feature.key}/enabled`,
                            body: { enabled },
                            success: `${feature.label} is ${enabled ? 'on' : 'off'}.`,
                            refresh: ['platform'],
                          })
                        }
                      />
                    </Actions>
                  </Item>
                ))}
              </ItemList>
            )}
          </>
        )}
      </ListState>
      <DecisionDialog
        open={pending !== null}
        title={pending ? `Make ${pending.remote.name} ${pending.release.version} active?` : ''}
        confirmLabel="Make active"
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          const { remote, release } = pending;
          await write({
            path: `/api/platform/remotes/${remote.name}/activate`,
            body: { version: release.version },
            success: `${remote.name} now runs ${release.version}.`,
            refresh: ['platform'],
          });
          setPending(null);
        }}
      >
        {pending && (
          <p>
            The {pending.remote.name} remote goes from {pending.remote.activeVersion ?? 'none'} to{' '}
            {pending.release.version} for every visitor, at once.
          </p>
        )}
      </DecisionDialog>
    </section>
  );
}
