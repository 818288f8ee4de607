#!/usr/bin/env bash
# Generates the mock API's sample videos once: four short clips, each in 1080P/720P/480P/360P
# (H.264 baseline + AAC-LC in MP4, moov atom first), a Chinese WebVTT caption track per clip, and
# samples.json (titles, durations, file names) that mock-api/player/routes.ts reads.
# The output in mock-api/media/ is committed; rerun only to change the samples.
#
#   apt-get install -y ffmpeg fonts-wqy-microhei    # Debian's ffmpeg; the font draws the titles
#   bash scripts/make-sample-media.sh
set -euo pipefail

if ! command -v ffmpeg >/dev/null 2>&1; then
  echo "make-sample-media: ffmpeg is not installed. Install Debian's: apt-get install -y ffmpeg" >&2
  exit 1
fi

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/mock-api/media"
mkdir -p "$OUT"

FONT="$(fc-match -f '%{file}' 'WenQuanYi Micro Hei' 2>/dev/null || true)"
if [[ -z "$FONT" || ! -f "$FONT" || "$FONT" != *wqy* ]]; then
  echo "make-sample-media: WenQuanYi Micro Hei not found (apt-get install -y fonts-wqy-microhei): titles are left out" >&2
  FONT=""
fi

# id|seconds|tone Hz|background|title|caption lines (one cue per line, split evenly)
# Every clip says it is a sample (示例视频) and names no lesson or topic: any video lesson plays one of
# them (mock-api/media/sample-media.ts), so the picture never contradicts the lesson (decision 025).
# Backgrounds are still or slow-moving: they compress to almost nothing, so the few hundred KB go
# to a crisp title; the running clock and the progress bar show a seek or a resolution switch.
SAMPLES=(
  "1|10|440|gradients=size=640x360:rate=25:c0=0x1677ff:c1=0x0b2a5b:c2=0x13c2c2:nb_colors=3:speed=0.004|示例视频|这是技能学堂的示例视频。;每个视频课时在演示环境中播放这样一段短片。;课时的完整时长以课程目录为准。;学习时长按实际播放的时间计算。"
  "2|12|523|smptehdbars=size=640x360:rate=25|示例视频|这是技能学堂的示例视频。;演示环境没有真实的课程录像。;每个视频课时都播放一段十几秒的短片。;课时的完整时长以课程目录为准。"
  "3|14|392|mandelbrot=size=640x360:rate=25:start_scale=2.2:end_scale=2.2:maxiter=200|示例视频|这是技能学堂的示例视频。;用来演示播放、清晰度切换和字幕。;正式课程会在这里播放老师的讲解。;学习时长按实际播放的时间计算。"
  "4|16|587|gradients=size=640x360:rate=25:c0=0x0f5132:c1=0x1f8f5f:c2=0xfaad14:nb_colors=3:speed=0.004|示例视频|这是技能学堂的示例视频。;演示环境中每个视频课时都播放短片。;短片不讲具体课时的内容。;课时的完整时长以课程目录为准。;学习时长按实际播放的时间计算。"
)

# name|width|height|CRF|video kbit/s cap|audio kbit/s|H.264 level
RENDITIONS=(
  "1080p|1920|1080|30|160|24|4.0"
  "720p|1280|720|31|110|24|3.1"
  "480p|854|480|32|70|16|3.0"
  "360p|640|360|33|50|16|3.0"
)

vtt_time() { # seconds (may be fractional) → 00:00:00.000
  awk -v t="$1" 'BEGIN { ms = int(t * 1000 + 0.5); printf "%02d:%02d:%02d.%03d", int(ms / 3600000), int(ms / 60000) % 60, int(ms / 1000) % 60, ms % 1000 }'
}

manifest="["
for sample in "${SAMPLES[@]}"; do
  IFS='|' read -r id seconds tone input title lines <<<"$sample"
  files=""
  for rendition in "${RENDITIONS[@]}"; do
    IFS='|' read -r name width height crf vrate arate level <<<"$rendition"
    file="lesson-$id-$name.mp4"
    size=$((height / 9))
    bar=$((height / 60 + 2))
    graph="[0:v]scale=$width:$height:flags=bicubic,format=yuv420p"
    if [[ -n "$FONT" ]]; then
      # The band sits above the middle: the bottom third is left to the captions and the player's controls.
      graph+=",drawbox=x=0:y=ih*0.26:w=iw:h=ih*0.28:color=black@0.5:t=fill"
      graph+=",drawtext=fontfile=$FONT:text='$title':fontsize=$size:fontcolor=white:x=(w-text_w)/2:y=h*0.29"
      graph+=",drawtext=fontfile=$FONT:text='技能学堂 · 课程示例片段 · ${name^^} · %{pts\\:hms}':fontsize=$((size * 2 / 5)):fontcolor=white@0.9:x=(w-text_w)/2:y=h*0.29+$((size * 3 / 2))"
    fi
    graph+="[bg];color=c=0x1677ff:size=${width}x$bar:rate=25[bar];[bg][bar]overlay=x='-w+w*t/$seconds':y=H-h:shortest=1,format=yuv420p[v]"
    ffmpeg -hide_banner -loglevel error -y \
      -f lavfi -i "$input" \
      -f lavfi -i "sine=frequency=$tone:sample_rate=44100:beep_factor=2" \
      -filter_complex "$graph" -map "[v]" -map 1:a \
      -t "$seconds" \
      -filter:a "volume=0.25" \
      -c:v libx264 -profile:v baseline -level:v "$level" -preset veryslow \
      -crf "$crf" -maxrate "${vrate}k" -bufsize "$((vrate * 2))k" -g 125 -keyint_min 25 \
      -c:a aac -profile:a aac_low -b:a "${arate}k" -ac 1 \
      -movflags +faststart \
      "$OUT/$file"
    files+="\"$name\": \"$file\", "
  done

  vtt="lesson-$id.zh-CN.vtt"
  IFS=';' read -r -a cues <<<"$lines"
  step=$(awk -v s="$seconds" -v n="${#cues[@]}" 'BEGIN { printf "%.3f", s / n }')
  {
    echo "WEBVTT"
    echo "Kind: captions"
    echo "Language: zh-CN"
    echo
    for index in "${!cues[@]}"; do
      start=$(awk -v i="$index" -v s="$step" 'BEGIN { print i * s + 0.2 }')
      end=$(awk -v i="$index" -v s="$step" 'BEGIN { print (i + 1) * s - 0.2 }')
      echo "$((index + 1))"
      echo "$(vtt_time "$start") --> $(vtt_time "$end")"
      echo "${cues[$index]}"
      echo
    done
  } >"$OUT/$vtt"

  manifest+="{\"id\": $id, \"title\": \"$title\", \"durationSeconds\": $seconds, \"captions\": \"$vtt\", \"files\": {${files%, }}}, "
done
manifest="${manifest%, }]"
echo "$manifest" | node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>process.stdout.write(JSON.stringify(JSON.parse(s),null,2)+"\n"))' >"$OUT/samples.json"

du -ch "$OUT"/*.mp4 "$OUT"/*.vtt | tail -1 | sed 's/total/make-sample-media: total size/'
ls -l "$OUT"
