#!/usr/bin/env bash
# Fills the demo instance through the API with Tintype's own client: photo posts by the demo
# accounts, comments, likes and a few direct messages. TINTYPE_INSTANCE names the server.
#   seed.sh TINTYPE PHOTOS_DIR
set -euo pipefail

tintype="$1"
photos="$2"

as() {
    local who="$1"
    shift
    TINTYPE_TOKEN="${who}_token" "$tintype" "$@"
}

coffee=$(as grace post --media "$photos/coffee.jpg" \
    --alt "A cup of coffee with a latte-art leaf on a wooden table" \
    "Coffee first, then compilers ☕ Pikolo Espresso Bar never misses.")
cat=$(as alan post --media "$photos/chelsea-the-cat.jpg" \
    --alt "A tabby cat lying on a sofa, looking straight at the camera" \
    "Chelsea has opinions about my keyboard, and about the halting problem. 🐈")
launch=$(as grace post --media "$photos/rocket-launch.jpg" --media "$photos/hubble-deep-field.jpg" \
    --alt "A Falcon 9 rocket lifting off at dusk, lighting up its smoke trail" \
    --alt "The Hubble eXtreme Deep Field: thousands of galaxies on black" \
    "Launch day! DSCOVR on a Falcon 9 — and what all the engineering is for. 🚀 #space")
retina=$(as alan post --media "$photos/retina.jpg" \
    --alt "A fundus photograph: the orange-red back of a human eye with branching blood vessels" \
    "Patterns everywhere, even at the back of the eye. Branching is morphogenesis at work.")
as katherine reply "$coffee" "Same order every morning here. Trajectories need caffeine." >/dev/null
flat_white=$(as ada reply "$coffee" "Pikolo's flat white is a small analytical engine of joy.")
as grace reply "$flat_white" "An engine that runs on milk foam. I'd like to see the punched cards." >/dev/null
as ada reply "$cat" "Chelsea is clearly reviewing your code. Listen to her." >/dev/null
as katherine reply "$launch" "The trajectory math on that launch was beautiful. 🚀" >/dev/null
as alan reply "$launch" "The deep field still gives me chills." >/dev/null
as grace reply "$retina" "Is that a fractal? It looks like a fractal." >/dev/null

# Moving pictures: a short video and a looping GIF, made from two of the photos.
pad=$(as katherine post --media "$photos/rocket-launch.mp4" \
    --alt "The Falcon 9 on its pad at dusk, the camera slowly closing in on it" \
    "Four seconds of launch-pad calm before DSCOVR went up.")
as grace reply "$pad" "The calm is the best part. Everything has been checked twice." >/dev/null
as ada post --media "$photos/hubble-deep-field.gif" \
    --alt "The Hubble eXtreme Deep Field, slowly zooming in and out" \
    "The universe, breathing. Thousands of galaxies, on a loop." >/dev/null

# The last photo posts come after the comments, so the feed opens on photos.
astronaut=$(as ada post --media "$photos/astronaut.png" \
    --alt "Astronaut Eileen Collins in an orange flight suit, smiling, holding her helmet" \
    "Eileen Collins, the first woman to pilot and to command the Space Shuttle. Café au lait for the whole crew, naïvely optimistic as ever.")
as grace reply "$astronaut" "A true pioneer. 🛰️" >/dev/null
camera=$(as grace post --media "$photos/camera.png" \
    --alt "Black and white: a photographer in a coat behind a camera on a tripod" \
    "写真 (shashin): the Japanese word for photograph means 'copying the truth'. Every photo is a little program. 📷")
textures=$(as alan post --media "$photos/brick-wall.jpg" --media "$photos/grass.jpg" \
    --alt "A grey brick wall, rows of bricks and mortar" \
    --alt "Close-up of grass blades in grey tones" \
    "Texture study: brick and grass. One is regular, one is random — a Turing pattern hides in neither.")


for who in ada alan katherine; do as "$who" like "$coffee"; done
for who in ada grace; do as "$who" like "$cat"; done
for who in ada alan katherine; do as "$who" like "$launch"; done
as grace like "$astronaut"
as alan like "$astronaut"
as ada like "$camera"
as ada like "$textures"

as grace post --visibility direct "@ada Are you coming to the demo tonight? I'll bring the punch cards." >/dev/null
as ada post --visibility direct "@grace Wouldn't miss it. Bring the moth too." >/dev/null
as alan post --visibility direct "@ada Can I borrow your notes on the Analytical Engine?" >/dev/null

echo "seeded: 7 photo posts, 8 comments, 12 likes, 3 messages" >&2
