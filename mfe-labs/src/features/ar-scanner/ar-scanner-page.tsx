import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, Dialog, Notice, PageFrame, Spinner, color, space } from '@pizza-atlas/ui';
import { openCamera, stopCamera } from './camera';
import { CameraView } from './camera-view';
import { imageKindOf } from './image-kind';
import type { MenuDish } from './parse-menu';
import { readMenu } from './read-menu';
import { ScanResults } from './scan-results';

type Scan =
  | { step: 'idle'; cameraRefused?: boolean }
  | { step: 'camera'; stream: MediaStream }
  | { step: 'scanning' }
  | { step: 'done'; dishes: MenuDish[]; failed?: 'not-an-image' | 'unreadable' };

const Stack = styled.div`
  display: grid;
  gap: ${space(5)};
`;

const Start = styled(Card)`
  display: grid;
  gap: ${space(4)};
  justify-items: start;
  h2,
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

const Muted = styled.p`
  color: ${color.textMuted};
`;

const Reading = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${space(3)};
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(3)};
  margin-top: ${space(5)};
`;

const HiddenInput = styled.input`
  display: none;
`;

const PRIVACY = 'Your menu is read in this browser: no photos are stored or shared.';

/**
 * Spec section 2: the menu scanner. A photo (from the camera or a file) is read by OCR in
 * the browser and its dishes and prices listed; when none are found the spec's sample
 * dishes are shown, labelled as a demo.
 */
export function ArScannerPage() {
  const [scan, setScan] = useState<Scan>({ step: 'idle' });
  const [isAsking, setAsking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Scan New Image while a scan runs: the late answer is dropped.
  const run = useRef(0);
  const stream = scan.step === 'camera' ? scan.stream : null;

  // Leaving the page, or the camera step, turns the camera off.
  useEffect(() => () => stopCamera(stream), [stream]);

  const read = async (image: Blob | HTMLCanvasElement) => {
    const id = ++run.current;
    setScan({ step: 'scanning' });
    let next: Scan;
    try {
      // A file is checked for what it is before the OCR engine loads: a PDF or any other
      // file named .jpg is no photo, and the engine would only fail on it.
      if (image instanceof Blob && !(await imageKindOf(image)))
        next = { step: 'done', dishes: [], failed: 'not-an-image' };
      else next = { step: 'done', dishes: await readMenu(image) };
    } catch (error) {
      console.error('The menu could not be read:', error);
      next = { step: 'done', dishes: [], failed: 'unreadable' };
    }
    if (id === run.current) setScan(next);
  };

  const allowCamera = async () => {
    setAsking(false);
    const camera = await openCamera();
    if (camera) {
      setScan({ step: 'camera', stream: camera });
    } else {
      setScan({ step: 'idle', cameraRefused: true });
      fileInput.current?.click();
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen twice must still fire a change.
    event.target.value = '';
    if (file) void read(file);
  };

  const restart = () => {
    run.current += 1;
    setScan({ step: 'idle' });
  };

  return (
    <PageFrame
      owner="labs"
      heading="AR Menu Scanner"
      lead="Point your camera at a pizza menu, or upload a photo of one, to list its dishes and prices."
      head={{
        title: 'AR Menu Scanner',
        description: 'Scan a pizza menu to learn about its dishes.',
      }}
    >
      <Stack>
        <HiddenInput
          ref={fileInput}
          type="file"
          accept="image/*"
          onChange={chooseFile}
          aria-label="Menu image"
          data-testid="menu-file"
        />
        {scan.step === 'idle' && (
          <Start as="section" aria-labelledby="scan-start">
            <h2 id="scan-start">Scan a menu</h2>
            <Muted>{PRIVACY} Nothing is uploaded.</Muted>
            {scan.cameraRefused && (
              <Notice role="status">
                The camera is not available, so choose a photo of the menu instead.
              </Notice>
            )}
            <Actions>
              <Button type="button" onClick={() => setAsking(true)} aria-haspopup="dialog">
                Start Camera Scanner
              </Button>
              <Button type="button" $variant="secondary" onClick={() => fileInput.current?.click()}>
                Upload Menu Image
              </Button>
            </Actions>
            <Muted>Any image type: a photo, a screenshot or a scan of a menu.</Muted>
          </Start>
        )}
        {scan.step === 'camera' && (
          <CameraView
            stream={scan.stream}
            onCapture={(frame) => {
              stopCamera(scan.stream);
              void read(frame);
            }}
            onCancel={restart}
          />
        )}
        {scan.step === 'scanning' && (
          <Reading role="status" aria-live="polite">
            <Spinner />
            Reading your menu… The first scan also downloads the reader (about 4 MB).
          </Reading>
        )}
        {scan.step === 'done' && (
          <ScanResults dishes={scan.dishes} failed={scan.failed} onRestart={restart} />
        )}
      </Stack>
      <Dialog
        open={isAsking}
        onClose={() => setAsking(false)}
        title="Use your camera?"
        width="460px"
      >
        <p>
          The scanner needs your camera to read a menu. {PRIVACY} Your browser asks for permission
          next.
        </p>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={() => setAsking(false)}>
            Not Now
          </Button>
          <Button type="button" onClick={allowCamera} data-autofocus>
            Allow Camera
          </Button>
        </DialogActions>
      </Dialog>
    </PageFrame>
  );
}
