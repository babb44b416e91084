// One real area code per state, for believable sample numbers; the 555-01xx line
// numbers that follow are reserved for fiction, so no real phone ever rings.
// prettier-ignore
export const STATE_AREA_CODES: Record<string, string> = {
  AL: '205', AK: '907', AZ: '602', AR: '501', CA: '213', CO: '303', CT: '203', DE: '302',
  DC: '202', FL: '305', GA: '404', HI: '808', ID: '208', IL: '312', IN: '317', IA: '515',
  KS: '316', KY: '502', LA: '504', ME: '207', MD: '410', MA: '617', MI: '313', MN: '612',
  MS: '601', MO: '314', MT: '406', NE: '402', NV: '702', NH: '603', NJ: '201', NM: '505',
  NY: '212', NC: '704', ND: '701', OH: '614', OK: '405', OR: '503', PA: '215', RI: '401',
  SC: '803', SD: '605', TN: '615', TX: '214', UT: '801', VT: '802', VA: '804', WA: '206',
  WV: '304', WI: '414', WY: '307',
};
