"""Lines that give the response's subject as settled, whole and plain (see the package's docstring):
the last word on it, to be considered settled, everything a reader came for or everything worth
knowing on it, and then some, the whole picture and not just the gist, without the noise or all
killer and no filler, its long story made short with nothing left out, every dot connected, every
thread tied off or every piece of the puzzle in place, a postcard from it that says it all, finally
making sense or decoded, as a friend would, with the receipts, in its director's cut, in HD, ready
for prime time, from every angle, down to a science, in the palm of the reader's hand, pocket-sized
with nothing missing, in living colour, front to back, with a cherry on top, the whole enchilada, in
one neat package, served hot, with batteries included, in mint condition or tied with a bow, a
guided tour of it with every stop included or its highlight reel with nothing cut, and the response
filed under it, sorted. Each names the response's own subject, and a subject the rest of the
response never names stays. A verdict on its correctness is ``verdicts``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    END,
    LIST,
    OWN_SUBJECT,
    OWN_TEXT,
    SUBJECT_THEN,
    guarded_lines,
    own_subject_lines,
)

__all__ = ["settled_lines"]

# The response as the last word on its subject ("The last word on the tariffs.", "This recap is
# the final word on the exports."), and its subject to be considered settled ("Consider the
# tariffs settled.", "Consider the tariffs and the exports covered."); "The last word on the deal
# went to the board." and a subject the rest of the response never names ("Consider the debt
# settled.") stay.
_LAST_WORD = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}(?:[ \t]+is|['’]s)[ \t]+)?(?:the|your)[ \t]+"
    rf"(?:last|final|definitive)[ \t]+word[ \t]+(?:on|about)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_CONSIDER_SETTLED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}consider[ \t]+(?:the[ \t]+)?{LIST}[ \t]+(?:settled|sorted|covered|"
    r"answered|explained|handled|done|closed|wrapped[ \t]+up|taken[ \t]+care[ \t]+of)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Everything a reader came for on the response's subject ("Everything you came for on the
# tariffs.", "Here is all you were looking for about the exports."); "Everything you came for is
# in aisle 4." and a subject the rest of the response never names stay.
_CAME_FOR = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:here[ \t]+is|here['’]s|this[ \t]+is|that['’]s|that[ \t]+is)[ \t]+)?"
    r"(?:everything|all)[ \t]+(?:you|readers|a[ \t]+reader)[ \t]+(?:came|come|were[ \t]+looking|"
    r"are[ \t]+looking|could[ \t]+want|need)[ \t]+(?:for[ \t]+)?(?:on|about)[ \t]+"
    rf"{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
# Everything worth knowing about the response's subject, and then some ("Everything worth knowing
# about the tariffs, and then some.", "Here's everything you need to know about the exports.");
# the closing "and then some" has a pattern of its own, so the list does not take its words; a
# subject the rest of the response never names stays.
_WORTH_KNOWING = (
    r"^[ \t]*[*_]{0,2}(?:(?:here[ \t]+is|here['’]s|this[ \t]+is)[ \t]+)?(?:everything|all)[ \t]+"
    r"(?:worth[ \t]+knowing|(?:you|readers|a[ \t]+reader)[ \t]+(?:need|needs|want|ought)[ \t]+to"
    rf"[ \t]+know|there[ \t]+is[ \t]+to[ \t]+know)[ \t]+(?:on|about)[ \t]+{OWN_TEXT}?{LIST}"
)
_ALL_TO_KNOW = re.compile(rf"{_WORTH_KNOWING}{END}", re.IGNORECASE | re.MULTILINE)
_ALL_TO_KNOW_AND_MORE = re.compile(
    rf"{_WORTH_KNOWING}[ \t]*,?[ \t]+and[ \t]+(?:then[ \t]+some|(?:much|plenty|a[ \t]+lot)[ \t]+"
    rf"more|more(?:[ \t]+besides)?){END}",
    re.IGNORECASE | re.MULTILINE,
)

# A guided tour of the response's subject with every stop included, or its highlight reel with
# nothing cut ("A guided tour of the tariffs, every stop included.", "The full tour of the
# exports: no stop skipped.", "The highlight reel of the tariffs, and nothing cut."); "A guided
# tour of the castle." (nothing said of what it left out) and a subject the rest of the response
# never names stay.
_GUIDED_TOUR = re.compile(
    r"^[ \t]*[*_]{0,2}(?:a|your|the)[ \t]+(?:(?:(?:guided|full|grand|complete|whistle-?stop)"
    r"[ \t]+)?tour|highlights?[ \t]+reel|greatest[ \t]+hits)[ \t]+(?:of|through|from)[ \t]+"
    rf"{OWN_TEXT}?{LIST}[ \t]*[,:;—–-][ \t]*(?:and[ \t]+)?(?:(?:every|each)[ \t]+stop[ \t]+"
    r"(?:included|covered|made|visited)|no[ \t]+stop[ \t]+(?:skipped|missed|left[ \t]+out)|"
    rf"nothing[ \t]+(?:cut|skipped|left[ \t]+out|trimmed)){END}",
    re.IGNORECASE | re.MULTILINE,
)

# Not just the gist of the response's subject but the whole picture ("Not just the gist of the
# tariffs, the whole picture.", "Not only the headlines on the exports but the full story.");
# "Not just the gist of the harbour, the whole picture." (named nowhere else) stays.
_WHOLE_PICTURE = re.compile(
    r"^[ \t]*[*_]{0,2}not[ \t]+(?:just|only|merely)[ \t]+the[ \t]+(?:gist|headlines?|highlights|"
    rf"basics|outline)[ \t]+(?:of|on)[ \t]+{OWN_TEXT}?{LIST}[ \t]*[,:;—–-]?[ \t]*"
    r"(?:but[ \t]+)?"
    r"the[ \t]+(?:whole|full|complete|entire)[ \t]+(?:picture|story)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject without the noise ("Here are the tariffs without the noise.", "This is
# the exports minus the spin.", "The tariffs, without the fluff.", "The tariffs, all killer, no
# filler."); "Here is the harbour without the noise." (named nowhere else) and "The new engine
# runs without the noise." (a clause, no comma) stay.
_NOISE = r"(?:noise|fluff|spin|hype|jargon|filler|padding|waffle|clutter)"
_WITHOUT_NOISE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:here|this|that)(?:[ \t]+is|[ \t]+are|['’]s)[ \t]+"
    rf"{OWN_TEXT}?{LIST}[ \t]*[,:—–-]?[ \t]*(?:without|minus)[ \t]+the[ \t]+{_NOISE}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_SUBJECT_WITHOUT_NOISE = re.compile(
    rf"{SUBJECT_THEN}(?:(?:without|minus)[ \t]+the[ \t]+{_NOISE}|all[ \t]+(?:killer|signal|"
    rf"substance)[ \t]*[,;]?[ \t]*no[ \t]+{_NOISE}){END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject, long story short, with nothing left out ("The tariffs: long story
# short, and nothing left out.", "Tariffs and exports, in a nutshell, nothing missing."); "Long
# story short: the ferry was late." (a story of its own) and a subject the rest of the response
# never names stay.
_LONG_STORY_SHORT = re.compile(
    rf"{SUBJECT_THEN}(?:long[ \t]+story[ \t]+short|in[ \t]+short|in[ \t]+brief|in[ \t]+a[ \t]+"
    r"nutshell|short[ \t]+and[ \t]+sweet)[ \t]*[,;—–-]?[ \t]+(?:and[ \t]+|but[ \t]+)?(?:nothing|"
    r"not[ \t]+a[ \t]+thing)[ \t]+(?:left[ \t]+out|missing|missed|lost|skipped|dropped)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject with every dot connected ("The tariffs, every dot connected.", "Tariffs
# and exports: all the dots joined."); "Connect every dot to draw the map." and a subject the rest
# of the response never names stay.
_DOTS_CONNECTED = re.compile(
    rf"{SUBJECT_THEN}(?:with[ \t]+)?(?:every|each|all[ \t]+the)[ \t]+dots?[ \t]+(?:connected|"
    rf"joined|linked)(?:[ \t]+(?:at[ \t]+last|up))?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject with every thread tied off ("The tariffs, every thread tied off.", "Tariffs
# and exports: all the loose ends tied up."); a subject the rest of the response never names stays,
# and so does every such line in a response that speaks of sewing or knitting ("The hem, every
# thread tied off." in a sewing guide).
_THREADS_TIED = re.compile(
    rf"{SUBJECT_THEN}(?:with[ \t]+)?(?:every|each|all[ \t]+the)[ \t]+(?:loose[ \t]+)?(?:threads?|"
    r"ends?)[ \t]+(?:tied[ \t]+(?:off|up)|tied|pulled[ \t]+together|woven[ \t]+in)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
_SEWING_NAMED = re.compile(
    r"\b(?:sew(?:s|n|ed|ing)?|stitch\w*|knit(?:s|ted|ting)|embroider\w*|needles?|yarn|"
    r"crochet\w*|tailors?|quilt\w*|weav\w*)\b",
    re.IGNORECASE,
)

# The response's subject with every piece of the puzzle in place ("The tariffs: every piece of the
# puzzle in place.", "Tariffs and exports, all the pieces fitted."), and a postcard from it that
# says it all ("A postcard from the tariffs that says it all."); a subject the rest of the
# response never names stays, and so does every such line in a response that speaks of puzzles,
# games or postcards ("The board: every piece in place." in a chess report).
_PUZZLE_PIECES = re.compile(
    rf"{SUBJECT_THEN}(?:with[ \t]+)?(?:every|each|all[ \t]+the)[ \t]+pieces?(?:[ \t]+of[ \t]+the"
    r"[ \t]+(?:puzzle|jigsaw))?[ \t]+(?:in[ \t]+(?:its[ \t]+)?place|fitted|fits|slotted[ \t]+in)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
_POSTCARD = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}(?:[ \t]+is|['’]s)[ \t]+)?(?:a|your)[ \t]+postcard[ \t]+"
    rf"from[ \t]+{LIST}[ \t]+that[ \t]+says[ \t]+it[ \t]+all{END}",
    re.IGNORECASE | re.MULTILINE,
)
_GAMES_NAMED = re.compile(
    r"\b(?:puzzles?|jigsaws?|chess|board[ \t]+games?|postcards?)\b",
    re.IGNORECASE,
)

# The response's subject finally making sense, or made plain, as a friend would ("The tariffs,
# finally making sense.", "Tariffs and exports: at last explained.", "The tariffs, decoded.", "The
# tariffs, explained like a friend would."), and the response
# filed under its subject, sorted ("File this under the tariffs, sorted."); "File this under
# receipts." (an instruction, no verdict) and a subject the rest of the response never names stay.
_FINALLY_SENSE = re.compile(
    rf"{SUBJECT_THEN}(?:(?:finally|at[ \t]+last)[ \t]+(?:making[ \t]+sense|made[ \t]+(?:simple|"
    r"clear|easy)|explained|demystified|untangled)|decoded|demystified|untangled|unpacked|"
    r"simplified|explained|made[ \t]+(?:simple|plain|easy)|in[ \t]+plain[ \t]+(?:english|words))"
    r"(?:[ \t]+(?:like|as)[ \t]+(?:a|your)[ \t]+(?:(?:good|smart|smartest|best|patient)[ \t]+)?"
    rf"(?:friend|teacher|colleague)[ \t]+would(?:[ \t]+(?:do|have))?)?{END}",
    re.IGNORECASE | re.MULTILINE,
)
_FILE_UNDER = re.compile(
    rf"^[ \t]*[*_]{{0,2}}file[ \t]+{OWN_SUBJECT}[ \t]+under[ \t]+['‘\"“]?(?:the[ \t]+)?"
    rf"{LIST}['’\"”]?[ \t]*[,:—–-][ \t]*(?:sorted|done|solved|settled|covered|explained|handled)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)


# The response's subject with the receipts, or in its director's cut ("The tariffs, with the
# receipts.", "Tariffs and exports: the director's cut."); "Returns, with the receipt." (one
# receipt: an instruction) and a subject the rest of the response never names stay.
_WITH_RECEIPTS = re.compile(
    rf"{SUBJECT_THEN}(?:(?:with|and)[ \t]+(?:the|all[ \t]+the)[ \t]+receipts|receipts[ \t]+"
    r"included|(?:the[ \t]+)?(?:director['’]s|extended)[ \t]+cut|(?:the[ \t]+)?(?:uncut|unabridged)"
    rf"(?:[ \t]+(?:version|edition))?){END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject in high definition ("The tariffs, in HD.", "Tariffs and exports: in
# 4K."); "Screens, in HD." where the response never names screens stays.
_IN_HD = re.compile(
    rf"{SUBJECT_THEN}(?:now[ \t]+)?in[ \t]+(?:HD|high[- \t]definition|4K|ultra[- \t]HD|sharp"
    rf"[ \t]+focus){END}",
    re.IGNORECASE | re.MULTILINE,
)
# The response's subject ready for prime time ("The tariffs, ready for prime time.", "Tariffs and
# exports: now ready for the big leagues."); a subject the rest of the response never names stays,
# and so does every such line in a response that speaks of prime time, broadcasts or ratings ("The
# sitcom, ready for prime time." beside its ratings).
_PRIME_TIME = re.compile(
    rf"{SUBJECT_THEN}(?:(?:now|all|fully)[ \t]+)?ready[ \t]+for[ \t]+(?:prime[ \t-]*time|the"
    rf"[ \t]+(?:big[ \t]+(?:time|leagues)|spotlight|main[ \t]+stage)){END}",
    re.IGNORECASE | re.MULTILINE,
)
_BROADCAST_NAMED = re.compile(
    r"\b(?:prime[- \t]?time|broadcast\w*|ratings|showbiz|pilot[ \t]+episodes?)\b",
    re.IGNORECASE,
)

# The response's subject from every angle, or down to a science ("The tariffs, from every angle.",
# "Tariffs and exports: covered from all sides.", "The tariffs, down to a science."), in the palm of
# the reader's hand ("The tariffs, in the palm of your hand."), and pocket-sized with nothing
# missing ("Pocket-sized tariffs, nothing missing."); a subject the rest of the response never
# names stays, and so does a line from every angle in a response that speaks of cameras, footage or
# replays ("The goal, from every angle." in a match report), and one in the palm of the hand in a
# response that speaks of phones or apps.
_EVERY_ANGLE = re.compile(
    rf"{SUBJECT_THEN}(?:(?:seen|covered|viewed|examined|explained|shown)[ \t]+)?from[ \t]+(?:every"
    r"[ \t]+(?:angle|side)|all[ \t]+(?:angles|sides))(?:[ \t]+at[ \t]+once)?"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
_CAMERAS_NAMED = re.compile(
    r"\b(?:cameras?|footage|videos?|replays?|photo(?:graph)?s?|filmed|angles)\b", re.IGNORECASE
)
_DOWN_TO_A_SCIENCE = re.compile(
    rf"{SUBJECT_THEN}(?:(?:got|now)[ \t]+)?down[ \t]+(?:to[ \t]+(?:a[ \t]+(?:science|fine[ \t]+art|"
    rf"t)|an[ \t]+art(?:[ \t]+form)?)|pat){END}",
    re.IGNORECASE | re.MULTILINE,
)
_IN_YOUR_HAND = re.compile(
    rf"{SUBJECT_THEN}(?:right[ \t]+)?in[ \t]+the[ \t]+palm[ \t]+of[ \t]+your[ \t]+hand{END}",
    re.IGNORECASE | re.MULTILINE,
)
_PHONES_NAMED = re.compile(
    r"\b(?:(?:smart)?phones?|apps?|devices?|handhelds?|mobiles?|tablets?)\b", re.IGNORECASE
)
_POCKET_SIZED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:a[ \t]+)?(?:pocket|bite|travel|snack)[- \t]?sized?[ \t]+(?:(?:version|"
    rf"guide|edition)[ \t]+of[ \t]+)?(?:the[ \t]+)?{LIST}[ \t]*[,:;—–-][ \t]*(?:and[ \t]+|but[ \t]+"
    r"|with[ \t]+)?(?:nothing|not[ \t]+a[ \t]+thing|no[ \t]+detail)[ \t]+(?:missing|left[ \t]+out|"
    rf"lost|dropped|skipped){END}",
    re.IGNORECASE | re.MULTILINE,
)
# The response's subject in living colour ("The tariffs, in living color.", "Tariffs and exports:
# in glorious technicolour."), kept where the response speaks of cameras, footage or photographs
# ("The parade, in living color." beside its footage), and front to back ("The tariffs, front to
# back.", "Tariffs and exports: from A to Z."), kept where it speaks of cleaning, searching or
# renovating ("The kitchen, top to bottom." in a cleaning guide); a subject the rest of the
# response never names stays.
_IN_COLOUR = re.compile(
    rf"{SUBJECT_THEN}(?:now[ \t]+)?in[ \t]+(?:(?:living|full|glorious|vivid)[ \t]+colou?r|"
    rf"(?:glorious[ \t]+)?technicolou?r){END}",
    re.IGNORECASE | re.MULTILINE,
)
_FRONT_TO_BACK = re.compile(
    rf"{SUBJECT_THEN}(?:from[ \t]+)?(?:front[ \t]+to[ \t]+back|top[ \t]+to[ \t]+bottom|a[ \t]+to"
    rf"[ \t]+z|soup[ \t]+to[ \t]+nuts|head[ \t]+to[ \t]+toe|stem[ \t]+to[ \t]+stern){END}",
    re.IGNORECASE | re.MULTILINE,
)
_CLEANING_NAMED = re.compile(
    r"\b(?:clean(?:ed|ing|ers?)|scrub\w*|dust(?:ed|ing)|renovat\w*|refurbish\w*|paint(?:ed|ing)|"
    r"search(?:ed|ing)|inspect(?:ed|ing))\b",
    re.IGNORECASE,
)
# The response's subject with a cherry on top ("The tariffs, with a cherry on top."), or the whole
# enchilada on it ("The whole enchilada on the tariffs.", "Tariffs and exports: the whole nine
# yards."), kept where the response speaks of food or cooking ("The sundae, with a cherry on top."
# in a recipe), and in one neat package ("The tariffs, in one neat package."), kept where it speaks
# of parcels, packaging or deliveries; a subject the rest of the response never names stays.
_CHERRY_ON_TOP = re.compile(
    rf"{SUBJECT_THEN}(?:(?:with|and)[ \t]+)?(?:a|the)[ \t]+cherry[ \t]+on[ \t]+(?:top|the"
    rf"[ \t]+cake){END}",
    re.IGNORECASE | re.MULTILINE,
)
_WHOLE_LOT = (
    r"(?:the[ \t]+)?(?:whole|entire|full)[ \t]+(?:enchilada|shebang|nine[ \t]+yards|kit[ \t]+and"
    r"[ \t]+caboodle|shooting[ \t]+match|ball[ \t]+of[ \t]+wax)"
)
_WHOLE_ENCHILADA = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_WHOLE_LOT}[ \t]+(?:on|about|of|for)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_SUBJECT_ENCHILADA = re.compile(rf"{SUBJECT_THEN}{_WHOLE_LOT}{END}", re.IGNORECASE | re.MULTILINE)
_NEAT_PACKAGE = re.compile(
    rf"{SUBJECT_THEN}(?:all[ \t]+)?(?:in[ \t]+(?:one|a)[ \t]+(?:neat|tidy|handy|compact|single)"
    r"[ \t]+(?:package|parcel|bundle)|(?:neatly|tidily)[ \t]+(?:packaged|bundled))"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
_PARCELS_NAMED = re.compile(
    r"\b(?:packag(?:ing|ed)|parcels?|deliver(?:y|ies|ed)|shipp(?:ing|ed)|couriers?)\b",
    re.IGNORECASE,
)

# The response's subject served hot, fresh off the press ("The tariffs, served hot.", "Tariffs and
# exports: hot off the press."); a subject the rest of the response never names stays, and so does
# every such line in a response that speaks of food or cooking ("The soup, served hot." in a
# recipe).
_SERVED_HOT = re.compile(
    rf"{SUBJECT_THEN}(?:(?:served|delivered|dished[ \t]+up)[ \t]+(?:up[ \t]+)?(?:piping[ \t]+)?"
    r"(?:hot|fresh|warm)|(?:hot|fresh)[ \t]+(?:off|from)[ \t]+the[ \t]+(?:press(?:es)?|oven|grill)"
    rf"){END}",
    re.IGNORECASE | re.MULTILINE,
)
# The response's subject with batteries included ("The tariffs, batteries included."); a subject
# the rest of the response never names stays, and so does every such line in a response that
# speaks of batteries ("The torch, batteries included." in a product summary).
_BATTERIES = re.compile(
    rf"{SUBJECT_THEN}(?:with[ \t]+)?(?:(?:all[ \t]+)?(?:the[ \t]+)?)?batteries[ \t]+"
    rf"(?:included|supplied){END}",
    re.IGNORECASE | re.MULTILINE,
)
_BATTERIES_NAMED = re.compile(r"\bbatter(?:y|ies)\b", re.IGNORECASE)

# The response's subject in mint condition ("The tariffs, in mint condition."); a subject the
# rest of the response never names stays, and so does every such line in a response that speaks
# of collecting, auctions or sales ("The coin, in mint condition." in an auction's summary).
_MINT = re.compile(
    rf"{SUBJECT_THEN}in[ \t]+(?:mint|pristine|perfect|showroom)[ \t]+condition{END}",
    re.IGNORECASE | re.MULTILINE,
)
_COLLECTING_NAMED = re.compile(
    r"\b(?:mint|pristine|showroom|auction\w*|collect(?:or|ors|ible|ibles|ion|ing)|vintage|"
    r"for[ \t]+sale|dealers?)\b",
    re.IGNORECASE,
)
# The response's subject tied with a bow ("The tariffs, tied with a bow.", "Tariffs and exports:
# neatly wrapped in a ribbon."); a subject the rest of the response never names stays, and so does
# every such line in a response that speaks of gifts or wrapping ("The basket, tied with a bow."
# beside a word on gift-wrapping).
_TIED_WITH_A_BOW = re.compile(
    rf"{SUBJECT_THEN}(?:(?:all|neatly)[ \t]+)?(?:tied|wrapped)(?:[ \t]+up)?[ \t]+(?:with|in)[ \t]+"
    rf"a[ \t]+(?:neat[ \t]+)?(?:bow|ribbon){END}",
    re.IGNORECASE | re.MULTILINE,
)
_GIFTS_NAMED = re.compile(
    r"\b(?:gifts?|presents|wrap(?:s|ped|ping)?|ribbons?|bows?|hampers?|parcels?)\b",
    re.IGNORECASE,
)
_FOOD_NAMED = re.compile(
    r"\b(?:serve[sd]?[ \t]+(?:it[ \t]+)?(?:hot|warm)|ovens?|cook\w*|bak(?:e|ed|es|ing)|recipes?|"
    r"dish(?:es)?|meals?|food|soups?|menus?|kitchens?|chefs?|restaurants?|dinner|lunch|breakfast)\b",
    re.IGNORECASE,
)


def settled_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that give its own subject as settled, whole and plain,
    in the order of the patterns (the caller merges them)."""
    return own_subject_lines(
        text,
        (
            _LAST_WORD,
            _CONSIDER_SETTLED,
            _CAME_FOR,
            _ALL_TO_KNOW,
            _ALL_TO_KNOW_AND_MORE,
            _WHOLE_PICTURE,
            _WITHOUT_NOISE,
            _SUBJECT_WITHOUT_NOISE,
            _FINALLY_SENSE,
            _FILE_UNDER,
            _LONG_STORY_SHORT,
            _DOTS_CONNECTED,
            _WITH_RECEIPTS,
            _IN_HD,
            _GUIDED_TOUR,
            _DOWN_TO_A_SCIENCE,
            _POCKET_SIZED,
        ),
    ) + guarded_lines(
        text,
        (
            (_SERVED_HOT, _FOOD_NAMED),
            (_BATTERIES, _BATTERIES_NAMED),
            (_MINT, _COLLECTING_NAMED),
            (_TIED_WITH_A_BOW, _GIFTS_NAMED),
            (_PUZZLE_PIECES, _GAMES_NAMED),
            (_POSTCARD, _GAMES_NAMED),
            (_THREADS_TIED, _SEWING_NAMED),
            (_PRIME_TIME, _BROADCAST_NAMED),
            (_EVERY_ANGLE, _CAMERAS_NAMED),
            (_IN_YOUR_HAND, _PHONES_NAMED),
            (_IN_COLOUR, _CAMERAS_NAMED),
            (_FRONT_TO_BACK, _CLEANING_NAMED),
            (_CHERRY_ON_TOP, _FOOD_NAMED),
            (_WHOLE_ENCHILADA, _FOOD_NAMED),
            (_SUBJECT_ENCHILADA, _FOOD_NAMED),
            (_NEAT_PACKAGE, _PARCELS_NAMED),
        ),
    )
