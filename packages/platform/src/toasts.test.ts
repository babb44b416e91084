import { toast, useToastStore } from './toasts';

describe('toasts', () => {
  it('keeps one toast visible: a new one replaces the current', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ id: second, title: 'Second', variant: 'destructive' });
    useToastStore.getState().dismiss(second);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
