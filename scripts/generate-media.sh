#!/usr/bin/env bash
# Regenerates the committed HLS/ad fixtures of the reference API (server/media/fixtures/).
# Users never run this: the outputs are committed. Maintainers run it after changing the look of a
# fixture. Deterministic (single-threaded x264, bitexact muxers, no metadata), so running it twice
# gives byte-identical files and git sees no change. Needs ffmpeg + ffprobe (Debian: apt install ffmpeg).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/server/media/fixtures"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
MONO=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
DUR=24   # seconds per VOD asset (12 segments); the live simulation loops it
SEG=2    # segment duration; also the GOP (keyframe every segment => independent segments)
FPS=25
# H.264 Main profile + AAC-LC. The level follows the picture size (3.0 up to 640x360, 3.1 for the
# 1280x360 panorama); the CODECS string advertised in the master playlist is derived from it and
# checked against the encoded stream below.
codecs_for_level() { # $1 = 3.0 | 3.1
  case $1 in 3.0) echo "avc1.4d401e,mp4a.40.2" ;; 3.1) echo "avc1.4d401f,mp4a.40.2" ;; *) exit 1 ;; esac
}

for bin in ffmpeg ffprobe; do
  command -v "$bin" >/dev/null || { echo "generate-media: $bin not found" >&2; exit 1; }
done
for f in "$FONT" "$MONO"; do
  [[ -f "$f" ]] || { echo "generate-media: font $f missing (apt install fonts-dejavu-core)" >&2; exit 1; }
done

# Build next to the target and swap at the end so a failed run never leaves half a fixture set.
WORK="$OUT.tmp"
rm -rf "$WORK"
mkdir -p "$WORK/vod" "$WORK/ads"

# Flags that keep the output byte-stable between runs and machines with the same ffmpeg build.
STABLE=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 -threads 1)
# No B-frames: video then starts at the same timestamp as its decode time, so players see no gap
# at the start (hls.js reported bufferSeekOverHole) and WebVTT cues line up with the TS clock.
X264=(-c:v libx264 -profile:v main -preset medium -pix_fmt yuv420p -bf 0
  -g $((SEG * FPS)) -keyint_min $((SEG * FPS)) -sc_threshold 0 -x264-params threads=1)
AAC=(-c:a aac -ac 1 -ar 48000 -b:a 32k)
HLS=(-f hls -hls_time "$SEG" -hls_playlist_type vod -hls_list_size 0)

txt() { # drawtext with the shared font; $1 = extra options
  printf "drawtext=fontfile=%s:%s" "$FONT" "$1"
}

# encode_asset NAME LABEL BG_HEX PATTERN TONE_HZ W H LOW_W LOW_H HI_KBPS LOW_KBPS LEVEL SUB_LANGS [EXTRA]
# EXTRA: more drawtext filters (comma-terminated) burnt into the picture.
encode_asset() {
  local name=$1 label=$2 bg=$3 pattern=$4 tone=$5 w=$6 h=$7 lw=$8 lh=$9 hik=${10} lok=${11} level=${12}
  local langs=${13} extra=${14:-}
  local codecs
  codecs=$(codecs_for_level "$level")
  local dir="$WORK/vod/$name"
  local hi="${h}p" lo="${lh}p"
  mkdir -p "$dir/$hi" "$dir/$lo"
  local ow=$((w * 3 / 10)) oh=$((h * 3 / 10))
  # Background colour + grid identify the asset at a glance; the moving test pattern proves motion;
  # the burnt-in timecode and source segment number make seeking and live looping visible.
  local graph
  graph="color=c=$bg:s=${w}x${h}:r=$FPS:d=$DUR,drawgrid=w=$((h / 4)):h=$((h / 4)):t=1:c=white@0.25[bg];"
  graph+="$pattern=s=${ow}x${oh}:r=$FPS:d=$DUR[pat];"
  graph+="[bg][pat]overlay=x='(W-w)*abs(sin(t*0.4))':y='H*0.58'[mv];"
  graph+="[mv]$extra$(txt "text='$label':fontsize=$((h * 15 / 100)):fontcolor=white:x=(w-tw)/2:y=h*0.09"),"
  graph+="drawtext=fontfile=$MONO:text='%{pts\\:hms}  SEG %{eif\\:floor(t/$SEG)\\:d}':fontsize=$((h * 8 / 100))"
  graph+=":fontcolor=yellow:box=1:boxcolor=black@0.6:boxborderw=6:x=(w-tw)/2:y=h*0.36,split[v1][v2];"
  graph+="[v2]scale=${lw}:${lh}:flags=bicubic[v2s];"
  graph+="sine=f=$tone:beep_factor=2:sample_rate=48000:d=$DUR,asplit[a1][a2]"

  ffmpeg -hide_banner -loglevel error -y -filter_complex "$graph" \
    -map '[v1]' -map '[a1]' "${X264[@]}" -level:v "$level" -crf 26 -maxrate "${hik}k" -bufsize "$((hik * 2))k" "${AAC[@]}" \
    "${STABLE[@]}" "${HLS[@]}" -hls_segment_filename "$dir/$hi/seg-%03d.ts" "$dir/$hi/index.m3u8" \
    -map '[v2s]' -map '[a2]' "${X264[@]}" -level:v "$level" -crf 26 -maxrate "${lok}k" -bufsize "$((lok * 2))k" "${AAC[@]}" \
    "${STABLE[@]}" "${HLS[@]}" -hls_segment_filename "$dir/$lo/seg-%03d.ts" "$dir/$lo/index.m3u8"

  # Guard the CODECS string we advertise against a silent encoder change.
  local probe
  probe=$(ffprobe -v error -select_streams v:0 -show_entries stream=profile,level -of csv=p=0 "$dir/$hi/seg-000.ts" | awk "NR==1")
  [[ "$probe" == "Main,${level/./}" ]] || { echo "generate-media: unexpected H.264 profile/level $probe" >&2; exit 1; }

  # WebVTT cues must be mapped to the TS clock (hls.js and Safari both honour X-TIMESTAMP-MAP);
  # ffmpeg starts the TS clock at ~1.4 s, so use the real first timestamp of the stream.
  local start mpegts
  start=$(ffprobe -v error -show_entries format=start_time -of csv=p=0 "$dir/$hi/seg-000.ts" | awk "NR==1")
  mpegts=$(awk -v s="$start" 'BEGIN { printf "%d", s * 90000 + 0.5 }')

  local media="" lang
  for lang in $langs; do
    write_subtitles "$dir" "$label" "$lang" "$mpegts"
    media+="#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID=\"subs\",NAME=\"$(lang_name "$lang")\",LANGUAGE=\"$lang\","
    media+="DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI=\"subs/$lang.m3u8\""$'\n'
  done

  {
    echo "#EXTM3U"
    echo "#EXT-X-VERSION:3"
    echo "#EXT-X-INDEPENDENT-SEGMENTS"
    printf "%s" "$media"
    stream_inf "$dir/$hi" "${w}x${h}" "$codecs" "$langs"
    echo "$hi/index.m3u8"
    stream_inf "$dir/$lo" "${lw}x${lh}" "$codecs" "$langs"
    echo "$lo/index.m3u8"
  } >"$dir/master.m3u8"
}

# BANDWIDTH is the peak segment bitrate (what players use to pick a rendition), AVERAGE-BANDWIDTH
# the mean; both measured from the files rather than guessed from encoder settings.
stream_inf() {
  local rdir=$1 res=$2 codecs=$3 langs=$4 max=0 total=0 size f
  for f in "$rdir"/seg-*.ts; do
    size=$(stat -c %s "$f")
    total=$((total + size))
    if ((size > max)); then max=$size; fi
  done
  local subs=""
  if [[ -n "$langs" ]]; then subs=',SUBTITLES="subs"'; fi
  echo "#EXT-X-STREAM-INF:BANDWIDTH=$((max * 8 / SEG)),AVERAGE-BANDWIDTH=$((total * 8 / DUR)),RESOLUTION=$res,CODECS=\"$codecs\",FRAME-RATE=$FPS.000$subs"
}

lang_name() {
  case $1 in en) echo English ;; es) echo "Español" ;; *) echo "$1" ;; esac
}

# One VTT file per media segment (same 2 s grid) so subtitle loading follows playback like video.
write_subtitles() {
  local dir=$1 label=$2 lang=$3 mpegts=$4 i s e word
  mkdir -p "$dir/subs"
  case $lang in es) word="Subtítulo" ;; *) word="Caption" ;; esac
  local pl="$dir/subs/$lang.m3u8"
  printf '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:%d\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n' "$SEG" >"$pl"
  for ((i = 0; i < DUR / SEG; i++)); do
    s=$((i * SEG)); e=$((s + SEG))
    printf 'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:%d,LOCAL:00:00:00.000\n\n%s-%d\n00:00:%02d.000 --> 00:00:%02d.000\n%s %d · %s [%s]\n' \
      "$mpegts" "$lang" "$i" "$s" "$e" "$word" "$((i + 1))" "$label" "$lang" >"$dir/subs/$lang-$(printf %03d "$i").vtt"
    printf '#EXTINF:%d.000000,\n%s-%03d.vtt\n' "$SEG" "$lang" "$i" >>"$pl"
  done
  echo "#EXT-X-ENDLIST" >>"$pl"
}

# Pitch markings on the panorama make panning inside the wide picture visible.
PANO_MARKS="$(txt "text='LEFT':fontsize=40:fontcolor=white@0.8:x=30:y=h-60"),"
PANO_MARKS+="$(txt "text='CENTRE':fontsize=40:fontcolor=white@0.8:x=(w-tw)/2:y=h-60"),"
PANO_MARKS+="$(txt "text='RIGHT':fontsize=40:fontcolor=white@0.8:x=w-tw-30:y=h-60"),"
PANO_MARKS+="drawbox=x=iw/2-2:y=0:w=4:h=ih:color=white@0.7:t=fill,"

#            name      label       bg        pattern      tone w    h   lw  lh  hi  lo  level subtitles
encode_asset match-a   "MATCH A"   0x1e3a8a  testsrc2     440  640  360 320 180 400 120 3.0   "en es"
encode_asset match-b   "MATCH B"   0x991b1b  smptehdbars  550  640  360 320 180 400 120 3.0   "en"
encode_asset match-c   "MATCH C"   0x166534  testsrc      660  640  360 320 180 400 120 3.0   "en"
# 32:9 panoramic camera picture (the player pans inside it); no subtitles.
encode_asset panorama  "PANORAMA"  0x3f6212  rgbtestsrc   330  1280 360 640 180 500 150 3.1   "" "$PANO_MARKS"
encode_asset highlight "HIGHLIGHT" 0x6b21a8  yuvtestsrc   880  640  360 320 180 400 120 3.0   "en"

# The pre-roll ad: 12 s, unmistakably an ad, with a countdown so skip timing is visible.
AD_DUR=12
ffmpeg -hide_banner -loglevel error -y -filter_complex \
  "color=c=0xfacc15:s=640x360:r=$FPS:d=$AD_DUR,$(txt "text='AD':fontsize=150:fontcolor=black:x=(w-tw)/2:y=40"),\
$(txt "text='Sponsor message':fontsize=36:fontcolor=black:x=(w-tw)/2:y=220"),\
drawtext=fontfile=$MONO:text='ends in %{eif\\:$AD_DUR-t+0.999\\:d} s':fontsize=28:fontcolor=black:x=(w-tw)/2:y=290[v];\
sine=f=1000:beep_factor=4:sample_rate=48000:d=$AD_DUR[a]" \
  -map '[v]' -map '[a]' "${X264[@]}" -level:v 3.0 -crf 30 -maxrate 300k -bufsize 600k "${AAC[@]}" "${STABLE[@]}" \
  -movflags +faststart "$WORK/ads/preroll.mp4"

rm -rf "$OUT"
mv "$WORK" "$OUT"
du -sh "$OUT"
