import routes from '../../routes';

const restaurantPage = () => routes.pages.find((page) => page.path === '/restaurant/:id')!;

describe("the restaurant page's server heads", () => {
  it("titles a removed place's 410 as no longer listed, not 'Restaurant Details'", () => {
    expect(restaurantPage().goneHead).toMatchObject({ title: 'No Longer Listed' });
    expect(restaurantPage().goneHead?.description).toMatch(/no longer listed/);
  });

  it("titles an unknown place's 404 as not found", () => {
    expect(restaurantPage().notFoundHead).toMatchObject({ title: 'Restaurant Not Found' });
  });
});
