import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useManifestStore } from '@pizza-atlas/platform';
import { LabsShowcase } from './labs-showcase';

// The quiz as a visitor meets it: opened from the showcase's button (the quiz itself knows
// nothing of the showcase).

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderHome() {
  useManifestStore.getState().setManifest({ remotes: [], features: {} });
  return render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<LabsShowcase />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Answers each question with the option of that letter. */
function answer(letters: string) {
  for (const letter of letters) {
    const dialog = screen.getByRole('dialog', { name: 'Pizza Personality Quiz' });
    const option = within(dialog)
      .getAllByRole('button')
      .find((button) => button.textContent?.startsWith(letter));
    fireEvent.click(option!);
  }
}

let position: (
  ok: PositionCallback,
  fail: PositionErrorCallback,
  options?: PositionOptions,
) => void;
const getCurrentPosition = jest.fn(
  (ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions) =>
    position(ok, fail!, options),
);

beforeAll(() => {
  Object.defineProperty(globalThis.navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
});

beforeEach(() => {
  getCurrentPosition.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('QuizOverlay', () => {
  it('asks five questions with progress, then shows the result', async () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Take Personality Quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pizza Personality Quiz' });
    expect(within(dialog).getByText('Question 1 of 5')).toBeInTheDocument();
    expect(within(dialog).getByText('20%')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent(
      'What sounds like the perfect topping?',
    );
    answer('B');
    expect(within(dialog).getByText('Question 2 of 5')).toBeInTheDocument();
    expect(within(dialog).getByText('40%')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveFocus();
    // Social and traditionalist both reach 2; traditionalist got there first.
    answer('BCCB');
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent(
      'The Classic Traditionalist',
    );
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(8);
    expect(within(dialog).getByText('Loyal to a favourite pizzeria')).toBeInTheDocument();
    expect(within(dialog).getByText('Classic margherita and pepperoni pies')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Retake Quiz' }));
    expect(within(dialog).getByText('Question 1 of 5')).toBeInTheDocument();
  });

  it('closes with Escape and starts afresh when opened again', async () => {
    renderHome();
    const opener = screen.getByRole('button', { name: 'Take Personality Quiz' });
    fireEvent.click(opener);
    await screen.findByText('Question 1 of 5');
    answer('AA');
    fireEvent(
      screen.getByRole('dialog', { name: 'Pizza Personality Quiz' }),
      new Event('cancel', { cancelable: true }),
    );
    expect(screen.queryByText('Question 3 of 5')).not.toBeInTheDocument();
    fireEvent.click(opener);
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
  });

  it('skipping the location opens the directory with the personality, never a stranded page', async () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Take Personality Quiz' }));
    await screen.findByText('Question 1 of 5');
    answer('AAAAA');
    // Escape on the location question goes back to the result.
    fireEvent.click(screen.getByRole('button', { name: 'Find My Pizza Places' }));
    fireEvent(
      screen.getByRole('dialog', { name: 'Find pizza places near you' }),
      new Event('cancel', { cancelable: true }),
    );
    expect(screen.queryByRole('button', { name: 'Allow Location' })).not.toBeInTheDocument();
    expect(screen.getByText('The Adventurous Explorer')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Find My Pizza Places' }));
    const ask = screen.getByRole('dialog', { name: 'Find pizza places near you' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Skip Location' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/directory?personality=adventurer&quiz=completed',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('searches a typed place instead of the position, and asks for one when it is blank', async () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Take Personality Quiz' }));
    await screen.findByText('Question 1 of 5');
    answer('BBBBB');
    fireEvent.click(screen.getByRole('button', { name: 'Find My Pizza Places' }));
    const ask = screen.getByRole('dialog', { name: 'Find pizza places near you' });
    const place = within(ask).getByLabelText('Or search a city, state, or zip code');
    fireEvent.click(within(ask).getByRole('button', { name: 'Show Places' }));
    expect(place).toHaveFocus();
    expect(place).toHaveAttribute('aria-invalid', 'true');
    expect(place).toHaveAccessibleDescription(
      'Enter a city, state, or zip code, or choose Allow Location.',
    );
    fireEvent.input(place, { target: { value: '  Austin, TX ' } });
    expect(place).not.toHaveAttribute('aria-invalid');
    fireEvent.click(within(ask).getByRole('button', { name: 'Show Places' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/directory?location=Austin%2C+TX&personality=traditionalist&quiz=completed',
    );
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('opens the directory near the visitor once the browser tells where', async () => {
    let answerPosition: () => void = () => undefined;
    position = (ok, _fail, options) => {
      expect(options).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 });
      answerPosition = () =>
        ok({ coords: { latitude: 41.8781, longitude: -87.6298 } } as GeolocationPosition);
    };
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Take Personality Quiz' }));
    await screen.findByText('Question 1 of 5');
    answer('DDCCD');
    fireEvent.click(screen.getByRole('button', { name: 'Find My Pizza Places' }));
    fireEvent.click(screen.getByRole('button', { name: 'Allow Location' }));
    expect(screen.getByRole('button', { name: 'Getting Location...' })).toBeDisabled();
    await act(async () => answerPosition());
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/directory?lat=41.8781&lng=-87.6298&personality=connoisseur&quiz=completed',
    );
  });

  it('opens the directory with the personality alone when location is refused', async () => {
    position = (_ok, fail) =>
      fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Take Personality Quiz' }));
    await screen.findByText('Question 1 of 5');
    answer('CCCAB');
    fireEvent.click(screen.getByRole('button', { name: 'Find My Pizza Places' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Allow Location' }));
    });
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/directory?personality=social&quiz=completed',
    );
  });
});
