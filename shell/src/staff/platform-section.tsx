import { useState } from 'react';
import type { StaffRemote } from '@pizza-atlas/contracts';
import { Button, Dialog } from '@pizza-atlas/ui';
import { ListState } from './list-state';
import { usePlatform, useStaffAction } from './staff-api';
import { Item, Muted, Panel, Row, Table, Tag } from './staff-styles';

const sizeOf = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Switch({ on, label, onToggle }: { on: boolean; label: string; onToggle: () => void }) {
  return (
    <Button
      type="button"
      $variant={on ? 'secondary' : 'primary'}
      aria-pressed={on}
      aria-label={`${label}: ${on ? 'on' : 'off'}`}
      onClick={onToggle}
    >
      {on ? 'Switch off' : 'Switch on'}
    </Button>
  );
}

/** Remotes with their releases, lab features: switches and rollbacks. */
export function PlatformSection() {
  const platform = usePlatform();
  const act = useStaffAction();
  const [confirm, setConfirm] = useState<{ remote: StaffRemote; version: string } | null>(null);

  const activate = async () => {
    if (!confirm) return;
    const { remote, version } = confirm;
    setConfirm(null);
    await act(`/api/platform/remotes/${remote.name}/activate`, {
      body: { version },
      done: `${remote.name} now runs ${version}`,
    });
  };

  return (
    <Panel aria-labelledby="platform-heading">
      <h2 id="platform-heading">Platform</h2>
      <ListState query={platform} isEmpty={() => false} empty="">
        {(data) => (
          <>
            {data.remotes.map((remote) => (
              <Item key={remote.name} as="article" aria-labelledby={`remote-${remote.name}`}>
                <Row>
                  <h3 id={`remote-${remote.name}`}>{remote.name}</h3>
                  <Tag $tone={remote.enabled ? 'on' : 'off'}>{remote.enabled ? 'On' : 'Off'}</Tag>
                  <Muted>active: {remote.activeVersion ?? 'none'}</Muted>
                  <Switch
                    on={remote.enabled}
                    label={`Remote ${remote.name}`}
                    onToggle={() =>
                      void act(`/api/staff/remotes/${remote.name}/enabled`, {
                        method: 'PUT',
                        body: { enabled: !remote.enabled },
                        done: `${remote.name} is ${remote.enabled ? 'off' : 'on'}`,
                      })
                    }
                  />
                </Row>
                {remote.releases.length === 0 ? (
                  <Muted>No releases yet.</Muted>
                ) : (
                  <Table aria-label={`${remote.name} releases`}>
                    <thead>
                      <tr>
                        <th scope="col">Version</th>
                        <th scope="col">Published</th>
                        <th scope="col">Files</th>
                        <th scope="col" />
                      </tr>
                    </thead>
                    <tbody>
                      {remote.releases.map((release) => (
                        <tr key={release.version}>
                          <td>
                            {release.version} {release.active && <Tag $tone="on">Active</Tag>}
                          </td>
                          <td>{when(release.createdAt)}</td>
                          <td>
                            {release.files} · {sizeOf(release.bytes)}
                          </td>
                          <td>
                            {!release.active && (
                              <Button
                                type="button"
                                $variant="secondary"
                                onClick={() => setConfirm({ remote, version: release.version })}
                              >
                                Make active
                              </Button>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                )}
              </Item>
            ))}
            <Item as="article" aria-labelledby="labs-heading">
              <h3 id="labs-heading">Lab features</h3>
              <Table aria-label="Lab features">
                <tbody>
                  {data.labFeatures.map((feature) => (
                    <tr key={feature.key}>
                      <td>{feature.label}</td>
                      <td>
                        <Tag $tone={feature.enabled ? 'on' : 'off'}>
                          {feature.enabled ? 'On' : 'Off'}
                        </Tag>
                      </td>
                      <td>
                        <Switch
                          on={feature.enabled}
                          label={feature.label}
                          onToggle={() =>
                            void act(`/api/staff/lab-features/${feature.key}/enabled`, {
                              method: 'PUT',
                              body: { enabled: !feature.enabled },
                              done: `${feature.label} is ${feature.enabled ? 'off' : 'on'}`,
                            })
                          }
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Item>
          </>
        )}
      </ListState>
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title="Change the active release?"
      >
        {confirm && (
          <>
            <p>
              {confirm.remote.name} goes from {confirm.remote.activeVersion ?? 'none'} to{' '}
              {confirm.version} for every visitor at once.
            </p>
            <Row>
              <Button type="button" onClick={() => void activate()} data-autofocus>
                Make {confirm.version} active
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setConfirm(null)}>
                Cancel
              </Button>
            </Row>
          </>
        )}
      </Dialog>
    </Panel>
  );
}
