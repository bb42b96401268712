/**
 * A short MP4 video from generated frames, written without any codec library: H.264 Constrained
 * Baseline where every macroblock is I_PCM (raw samples), muxed into an ISO-BMFF (MP4) file with
 * the moov box first. Large per second of video, but valid and playable everywhere H.264 plays,
 * which is what a press-kit demo needs. Frame sizes must be multiples of 16.
 */
import { Raster, concat } from './raster.ts';

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private count = 0;

  bits(value: number, n: number): void {
    for (let i = n - 1; i >= 0; i -= 1) this.bit((value >>> i) & 1);
  }

  bit(b: number): void {
    this.current = (this.current << 1) | b;
    this.count += 1;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  /** Exp-Golomb unsigned. */
  ue(value: number): void {
    const v = value + 1;
    const length = Math.floor(Math.log2(v));
    this.bits(0, length);
    this.bits(v, length + 1);
  }

  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  get aligned(): boolean {
    return this.count === 0;
  }

  alignZero(): void {
    while (this.count !== 0) this.bit(0);
  }

  /** Whole bytes; only valid when aligned. */
  raw(data: Uint8Array): void {
    if (!this.aligned) throw new Error('raw() needs byte alignment');
    for (const byte of data) this.bytes.push(byte);
  }

  /** rbsp_trailing_bits: a 1 then zeros to the byte boundary. */
  trailing(): Uint8Array {
    this.bit(1);
    this.alignZero();
    return Uint8Array.from(this.bytes);
  }
}

/** NAL unit: header byte + RBSP with emulation-prevention bytes inserted. */
function nal(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out: number[] = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

const PROFILE_BASELINE = 66;
const CONSTRAINTS = 0xc0; // constraint_set0 and set1: Constrained Baseline
const LEVEL = 30;

function sps(widthMbs: number, heightMbs: number): Uint8Array {
  const w = new BitWriter();
  w.bits(PROFILE_BASELINE, 8);
  w.bits(CONSTRAINTS, 8);
  w.bits(LEVEL, 8);
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type 2: output order = decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(widthMbs - 1);
  w.ue(heightMbs - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  return nal(3, 7, w.trailing());
}

function pps(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return nal(3, 8, w.trailing());
}

interface Yuv {
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
}

/** RGB → Y'CbCr 4:2:0, BT.601 limited range (what decoders assume without VUI). */
function toYuv(frame: Raster): Yuv {
  const { width, height, data } = frame;
  const y = new Uint8Array(width * height);
  const u = new Uint8Array((width / 2) * (height / 2));
  const v = new Uint8Array((width / 2) * (height / 2));
  const clamp = (n: number) => Math.max(1, Math.min(254, Math.round(n)));
  for (let j = 0; j < height; j += 1) {
    for (let i = 0; i < width; i += 1) {
      const p = (j * width + i) * 4;
      const r = data[p] as number;
      const g = data[p + 1] as number;
      const b = data[p + 2] as number;
      y[j * width + i] = clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
    }
  }
  for (let j = 0; j < height / 2; j += 1) {
    for (let i = 0; i < width / 2; i += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
        const p = ((j * 2 + dy) * width + i * 2 + dx) * 4;
        r += data[p] as number;
        g += data[p + 1] as number;
        b += data[p + 2] as number;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      u[j * (width / 2) + i] = clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      v[j * (width / 2) + i] = clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return { y, u, v };
}

/** One IDR picture, one slice, every macroblock I_PCM. */
function idrSlice(frame: Raster, idrPicId: number): Uint8Array {
  const { y, u, v } = toYuv(frame);
  const widthMbs = frame.width / 16;
  const heightMbs = frame.height / 16;
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices of the picture)
  w.ue(0); // pic_parameter_set_id
  w.bits(0, 4); // frame_num (log2_max_frame_num = 4)
  w.ue(idrPicId); // idr_pic_id: differs between consecutive IDR pictures
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off (nothing to smooth in raw samples)
  const cw = frame.width / 2;
  const luma = new Uint8Array(256);
  const chroma = new Uint8Array(128);
  for (let my = 0; my < heightMbs; my += 1) {
    for (let mx = 0; mx < widthMbs; mx += 1) {
      w.ue(25); // mb_type I_PCM
      w.alignZero(); // pcm_alignment_zero_bit
      for (let row = 0; row < 16; row += 1) {
        luma.set(y.subarray((my * 16 + row) * frame.width + mx * 16, (my * 16 + row) * frame.width + mx * 16 + 16), row * 16);
      }
      for (let row = 0; row < 8; row += 1) {
        chroma.set(u.subarray((my * 8 + row) * cw + mx * 8, (my * 8 + row) * cw + mx * 8 + 8), row * 8);
        chroma.set(v.subarray((my * 8 + row) * cw + mx * 8, (my * 8 + row) * cw + mx * 8 + 8), 64 + row * 8);
      }
      w.raw(luma);
      w.raw(chroma);
    }
  }
  return nal(3, 5, w.trailing());
}

// ─── MP4 boxes ───────────────────────────────────────────────────────────────────────────

function u32(n: number): Uint8Array {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n >>> 0);
  return b;
}
function u16(n: number): Uint8Array {
  const b = new Uint8Array(2);
  new DataView(b.buffer).setUint16(0, n & 0xffff);
  return b;
}
function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}
function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const body = concat(payload);
  return concat([u32(8 + body.byteLength), ascii(type), body]);
}
function fullBox(type: string, version: number, flags: number, ...payload: Uint8Array[]): Uint8Array {
  return box(type, u32((version << 24) | flags), ...payload);
}
const MATRIX = concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));

export function encodeMp4(frames: Raster[], fps: number): Uint8Array {
  const first = frames[0];
  if (!first) throw new Error('No frames');
  const { width, height } = first;
  if (width % 16 !== 0 || height % 16 !== 0) throw new Error('Frame size must be a multiple of 16');

  const spsNal = sps(width / 16, height / 16);
  const ppsNal = pps();
  const samples = frames.map((frame, i) => {
    const slice = idrSlice(frame, i % 2);
    return concat([u32(slice.byteLength), slice]);
  });

  const timescale = 1000;
  const delta = Math.round(timescale / fps);
  const duration = delta * frames.length;

  const avcC = box(
    'avcC',
    Uint8Array.from([1, PROFILE_BASELINE, CONSTRAINTS, LEVEL, 0xff, 0xe1]),
    u16(spsNal.byteLength),
    spsNal,
    Uint8Array.from([1]),
    u16(ppsNal.byteLength),
    ppsNal,
  );
  const compressor = new Uint8Array(32);
  const compressorName = 'Pitwall I_PCM';
  compressor[0] = compressorName.length;
  compressor.set(ascii(compressorName), 1);
  const avc1 = box(
    'avc1',
    new Uint8Array(6),
    u16(1), // data_reference_index
    new Uint8Array(16), // pre_defined + reserved
    u16(width),
    u16(height),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1), // frame_count
    compressor,
    u16(0x0018),
    u16(0xffff),
    avcC,
  );

  const moov = (mdatDataOffset: number) =>
    box(
      'moov',
      fullBox('mvhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u32(0x00010000), u16(0x0100), u16(0), u32(0), u32(0), MATRIX, new Uint8Array(24), u32(2)),
      box(
        'trak',
        fullBox('tkhd', 0, 3, u32(0), u32(0), u32(1), u32(0), u32(duration), u32(0), u32(0), u16(0), u16(0), u16(0), u16(0), MATRIX, u32(width << 16), u32(height << 16)),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
          fullBox('hdlr', 0, 0, u32(0), ascii('vide'), new Uint8Array(12), ascii('VideoHandler\0')),
          box(
            'minf',
            fullBox('vmhd', 0, 1, new Uint8Array(8)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            box(
              'stbl',
              fullBox('stsd', 0, 0, u32(1), avc1),
              fullBox('stts', 0, 0, u32(1), u32(frames.length), u32(delta)),
              fullBox('stsc', 0, 0, u32(1), u32(1), u32(frames.length), u32(1)),
              fullBox('stsz', 0, 0, u32(0), u32(frames.length), ...samples.map((s) => u32(s.byteLength))),
              fullBox('stco', 0, 0, u32(1), u32(mdatDataOffset)),
            ),
          ),
        ),
      ),
    );

  const ftyp = box('ftyp', ascii('isom'), u32(512), ascii('isomiso2avc1mp41'));
  const moovSize = moov(0).byteLength; // the offset value does not change the size
  const mdatData = concat(samples);
  const mdat = concat([u32(8 + mdatData.byteLength), ascii('mdat'), mdatData]);
  return concat([ftyp, moov(ftyp.byteLength + moovSize + 8), mdat]);
}
