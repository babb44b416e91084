import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, color, radius, space } from '@pizza-atlas/ui';
import { captureFrame } from './camera';

const Frame = styled.div`
  display: grid;
  gap: ${space(3)};
  video {
    width: 100%;
    max-height: 70vh;
    border-radius: ${radius.md};
    background: #000;
    object-fit: contain;
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

/** The live camera, and a Capture button that hands over the current frame. */
export function CameraView({
  stream,
  onCapture,
  onCancel,
}: {
  stream: MediaStream;
  onCapture: (frame: HTMLCanvasElement) => void;
  onCancel: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    // Autoplay is allowed for a muted video; a refusal leaves the Capture button to try.
    element.play?.()?.catch(() => undefined);
  }, [stream]);

  return (
    <Frame>
      <video ref={video} muted playsInline aria-label="Camera view" />
      <p>Hold the menu flat and fill the frame with it, then capture.</p>
      <Actions>
        <Button
          type="button"
          onClick={() => video.current && onCapture(captureFrame(video.current))}
        >
          Capture Menu
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Frame>
  );
}
