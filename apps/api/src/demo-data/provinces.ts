import type { DealerRegion, GeoRegion } from '@voc/domain';

export interface Province {
  th: string;
  en: string;
  geo: GeoRegion;
  region: DealerRegion;
}

/** Provinces the demo network covers, with the sales region each belongs to. */
export const PROVINCES: readonly Province[] = [
  { th: 'กรุงเทพมหานคร', en: 'Bangkok', geo: 'G.BANGKOK', region: 'Region1' },
  { th: 'นนทบุรี', en: 'Nonthaburi', geo: 'G.BANGKOK', region: 'Region1' },
  { th: 'ปทุมธานี', en: 'Pathum Thani', geo: 'G.BANGKOK', region: 'Region1' },
  { th: 'สมุทรปราการ', en: 'Samut Prakan', geo: 'G.BANGKOK', region: 'Region1' },
  { th: 'สมุทรสาคร', en: 'Samut Sakhon', geo: 'CENTRAL', region: 'Region1' },
  { th: 'นครปฐม', en: 'Nakhon Pathom', geo: 'CENTRAL', region: 'Region2' },
  { th: 'พระนครศรีอยุธยา', en: 'Phra Nakhon Si Ayutthaya', geo: 'CENTRAL', region: 'Region2' },
  { th: 'สระบุรี', en: 'Saraburi', geo: 'CENTRAL', region: 'Region2' },
  { th: 'ลพบุรี', en: 'Lop Buri', geo: 'CENTRAL', region: 'Region2' },
  { th: 'ชลบุรี', en: 'Chon Buri', geo: 'EAST', region: 'Region2' },
  { th: 'ระยอง', en: 'Rayong', geo: 'EAST', region: 'Region2' },
  { th: 'จันทบุรี', en: 'Chanthaburi', geo: 'EAST', region: 'Region2' },
  { th: 'ฉะเชิงเทรา', en: 'Chachoengsao', geo: 'EAST', region: 'Region2' },
  { th: 'เชียงใหม่', en: 'Chiang Mai', geo: 'NORTH', region: 'Region3' },
  { th: 'เชียงราย', en: 'Chiang Rai', geo: 'NORTH', region: 'Region3' },
  { th: 'ลำปาง', en: 'Lampang', geo: 'NORTH', region: 'Region3' },
  { th: 'พิษณุโลก', en: 'Phitsanulok', geo: 'NORTH', region: 'Region3' },
  { th: 'นครสวรรค์', en: 'Nakhon Sawan', geo: 'NORTH', region: 'Region3' },
  { th: 'ขอนแก่น', en: 'Khon Kaen', geo: 'NORTH-EAST', region: 'Region4' },
  { th: 'นครราชสีมา', en: 'Nakhon Ratchasima', geo: 'NORTH-EAST', region: 'Region4' },
  { th: 'อุดรธานี', en: 'Udon Thani', geo: 'NORTH-EAST', region: 'Region4' },
  { th: 'อุบลราชธานี', en: 'Ubon Ratchathani', geo: 'NORTH-EAST', region: 'Region4' },
  { th: 'บุรีรัมย์', en: 'Buri Ram', geo: 'NORTH-EAST', region: 'Region4' },
  { th: 'ร้อยเอ็ด', en: 'Roi Et', geo: 'NORTH-EAST', region: 'Region4' },
  { th: 'สงขลา', en: 'Songkhla', geo: 'SOUTH', region: 'Region5' },
  { th: 'ภูเก็ต', en: 'Phuket', geo: 'SOUTH', region: 'Region5' },
  { th: 'สุราษฎร์ธานี', en: 'Surat Thani', geo: 'SOUTH', region: 'Region5' },
  { th: 'นครศรีธรรมราช', en: 'Nakhon Si Thammarat', geo: 'SOUTH', region: 'Region5' },
  { th: 'ตรัง', en: 'Trang', geo: 'SOUTH', region: 'Region5' },
];
