/** The part of m3u8-parser (no types of its own) the low-latency tests read. */
declare module 'm3u8-parser' {
  interface ByteRange {
    length: number;
    offset: number;
  }
  interface ParsedPart {
    uri: string;
    duration: number;
    byterange: ByteRange;
    independent?: boolean;
  }
  interface ParsedSegment {
    uri?: string;
    duration?: number;
    dateTimeString?: string;
    parts?: ParsedPart[];
    preloadHints?: { type: string; uri: string; byterange?: ByteRange }[];
  }
  export class Parser {
    push(text: string): void;
    end(): void;
    manifest: {
      mediaSequence: number;
      targetDuration: number;
      partInf?: { partTarget: number };
      serverControl?: { canBlockReload?: boolean; partHoldBack?: number };
      segments: ParsedSegment[];
      preloadSegment?: ParsedSegment;
    };
  }
}
