import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ArScannerPage } from './ar-scanner-page';
import { readMenu } from './read-menu';

jest.mock('./read-menu', () => ({ readMenu: jest.fn() }));
const mockReadMenu = jest.mocked(readMenu);

const stop = jest.fn();
const getUserMedia = jest.fn();

const renderPage = () =>
  render(
    <MemoryRouter>
      <ArScannerPage />
    </MemoryRouter>,
  );

const fileInput = () => screen.getByTestId('menu-file') as HTMLInputElement;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const menuPhoto = () =>
  new File([new Uint8Array([...PNG_HEAD, 0, 0, 0, 0])], 'menu.png', { type: 'image/png' });

beforeAll(() => {
  Object.defineProperty(globalThis.navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
});

beforeEach(() => {
  mockReadMenu.mockReset();
  getUserMedia.mockReset();
  stop.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('ArScannerPage', () => {
  it('says nothing is uploaded and offers the camera and a file', () => {
    renderPage();
    expect(screen.getByText(/no photos are stored or shared/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Camera Scanner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Menu Image' })).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
  });

  it('lists the dishes and prices read from an uploaded image, with their confidence', async () => {
    mockReadMenu.mockResolvedValue([
      { dish: 'Margherita', price: '12.50', confidence: 91 },
      { dish: 'Pepperoni', price: '14.00', confidence: 87 },
    ]);
    renderPage();
    const photo = menuPhoto();
    await userEvent.upload(fileInput(), photo);
    expect(mockReadMenu).toHaveBeenCalledWith(photo);
    const found = await screen.findByRole('region', { name: '2 dishes found' });
    const margherita = within(found).getByRole('listitem', { name: 'Margherita' });
    expect(margherita).toHaveTextContent('$12.50');
    expect(margherita).toHaveTextContent('Confidence 91%');
    expect(screen.queryByText('Demo')).toBeNull();
  });

  it('shows the reading state while the OCR runs', async () => {
    let finish: (dishes: []) => void = () => undefined;
    mockReadMenu.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage();
    await userEvent.upload(fileInput(), menuPhoto());
    expect(screen.getByText(/Reading your menu/)).toBeInTheDocument();
    await act(async () => finish([]));
    expect(screen.queryByText(/Reading your menu/)).toBeNull();
  });

  it('says when no dish was found and offers the three sample dishes as a demo', async () => {
    mockReadMenu.mockResolvedValue([]);
    renderPage();
    await userEvent.upload(fileInput(), menuPhoto());
    expect(await screen.findByText(/No dishes with prices were found/)).toBeInTheDocument();
    const demo = screen.getByRole('region', { name: /Sample dishes/ });
    expect(within(demo).getByText('Demo')).toBeInTheDocument();
    expect(within(demo).getAllByRole('listitem', { name: /./ })).toHaveLength(3);
    const margherita = within(demo).getByRole('listitem', { name: 'Margherita Pizza' });
    expect(margherita).toHaveTextContent('$16.99');
    expect(margherita).toHaveTextContent('Confidence 95%');
    expect(within(margherita).getByLabelText('Allergens')).toHaveTextContent('GlutenDairy');
  });

  it('says when the file is no image, whatever its name, without starting the OCR', async () => {
    renderPage();
    const pdf = new File(
      [new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])],
      'menu.jpg',
      {
        type: 'image/jpeg',
      },
    );
    await userEvent.upload(fileInput(), pdf);
    expect(
      await screen.findByText(/This file is not a photo the scanner can read/),
    ).toBeInTheDocument();
    expect(mockReadMenu).not.toHaveBeenCalled();
    expect(screen.queryByText(/could not read this image/)).toBeNull();
  });

  it('says when the image could not be read', async () => {
    mockReadMenu.mockRejectedValue(new Error('worker failed'));
    renderPage();
    await userEvent.upload(fileInput(), menuPhoto());
    expect(await screen.findByText(/could not read this image/)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it.each(['Scan New Image', 'Scan Another Menu'])('%s returns to idle', async (label) => {
    mockReadMenu.mockResolvedValue([{ dish: 'Calzone', price: '9.00', confidence: 80 }]);
    renderPage();
    await userEvent.upload(fileInput(), menuPhoto());
    await userEvent.click(await screen.findByRole('button', { name: label }));
    expect(screen.getByRole('button', { name: 'Start Camera Scanner' })).toBeInTheDocument();
    expect(screen.queryByText('Calzone')).toBeNull();
  });

  it('asks in its own dialog before the browser asks for the camera', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Start Camera Scanner' }));
    const dialog = screen.getByRole('dialog', { name: 'Use your camera?' });
    expect(dialog).toHaveTextContent('no photos are stored or shared');
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Allow Camera' })).toHaveFocus();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('reads a captured frame and then stops the camera', async () => {
    const track = { stop };
    getUserMedia.mockResolvedValue({ getTracks: () => [track] });
    mockReadMenu.mockResolvedValue([{ dish: 'Margherita', price: '12.50', confidence: 90 }]);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Start Camera Scanner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Allow Camera' }));
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false }));
    expect(screen.getByLabelText('Camera view')).toBeInTheDocument();
    expect(stop).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Capture Menu' }));
    expect(stop).toHaveBeenCalled();
    expect(mockReadMenu).toHaveBeenCalledWith(expect.any(HTMLCanvasElement));
    expect(await screen.findByRole('region', { name: '1 dish found' })).toBeInTheDocument();
  });

  it('turns the camera off when the visitor cancels', async () => {
    getUserMedia.mockResolvedValue({ getTracks: () => [{ stop }] });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Start Camera Scanner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Allow Camera' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start Camera Scanner' })).toBeInTheDocument();
  });

  it('logs a refused camera and opens the file picker', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    renderPage();
    const picker = jest.spyOn(fileInput(), 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Start Camera Scanner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Allow Camera' }));
    expect(console.warn).toHaveBeenCalled();
    expect(picker).toHaveBeenCalled();
    expect(screen.getByText(/camera is not available/)).toBeInTheDocument();
  });
});
