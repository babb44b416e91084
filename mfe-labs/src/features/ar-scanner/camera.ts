/** The rear camera where there is one (a phone), at a size the OCR reads well. */
const CAMERA: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
  audio: false,
};

/** Asks the browser for the camera; null when refused or when there is none. */
export async function openCamera(): Promise<MediaStream | null> {
  try {
    if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API in this browser');
    return await navigator.mediaDevices.getUserMedia(CAMERA);
  } catch (error) {
    // Spec section 8: camera denied is logged, then the file picker opens.
    console.warn('Camera unavailable, falling back to the file picker:', error);
    return null;
  }
}

/** Stops every track, so the camera light goes off. */
export function stopCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The video's current frame, drawn at its full size. */
export function captureFrame(video: HTMLVideoElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas;
}
