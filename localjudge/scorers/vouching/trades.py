"""Lines that give the response's subject whole in a figure borrowed from a trade (see the package's
docstring): every thread tied off, every piece of the puzzle in place, a postcard from it that says
it all, ready for prime time, from every angle, in the palm of the reader's hand, in living colour
or in black and white, front to back, with a cherry on top, the whole enchilada or the full monty,
in one neat package, with all the trimmings, every last crumb, clear as a bell, in spades, lock,
stock and barrel, all present and correct, with every base covered, the real McCoy, hands down, fit
for a king, tight as a drum, good as gold, shipshape, top drawer, buttoned up, well and truly
covered, above board, served hot, with batteries included, in mint condition or tied with a bow.
Each names the response's own subject, and a subject the rest of the response never names stays;
each figure is kept where the rest of the response speaks of its trade (sewing, puzzles and games,
broadcasting, cameras, phones, cleaning, food, parcels, sound, cards, guns, roll calls, baseball,
fakes, horse racing, royalty, drums, gold, ships, furniture, clothes, insurance, probity, batteries,
collecting, gifts), whose words are then the response's matter, not a figure. The other shapes of a
settled subject are ``settled``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    END,
    LIST,
    OWN_SUBJECT,
    OWN_TEXT,
    guarded_lines,
    subject_closing,
)

__all__ = ["trade_lines"]

# The response's subject with every thread tied off ("The tariffs, every thread tied off.", "Tariffs
# and exports: all the loose ends tied up."); a subject the rest of the response never names stays,
# and so does every such line in a response that speaks of sewing or knitting ("The hem, every
# thread tied off." in a sewing guide).
_THREADS_TIED = subject_closing(
    r"(?:with[ \t]+)?(?:every|each|all[ \t]+the)[ \t]+(?:loose[ \t]+)?(?:threads?|"
    r"ends?)[ \t]+(?:tied[ \t]+(?:off|up)|tied|pulled[ \t]+together|woven[ \t]+in)"
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
_PUZZLE_PIECES = subject_closing(
    r"(?:with[ \t]+)?(?:every|each|all[ \t]+the)[ \t]+pieces?(?:[ \t]+of[ \t]+the"
    r"[ \t]+(?:puzzle|jigsaw))?[ \t]+(?:in[ \t]+(?:its[ \t]+)?place|fitted|fits|slotted[ \t]+in)"
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
# The response's subject ready for prime time ("The tariffs, ready for prime time.", "Tariffs and
# exports: now ready for the big leagues."); a subject the rest of the response never names stays,
# and so does every such line in a response that speaks of prime time, broadcasts or ratings ("The
# sitcom, ready for prime time." beside its ratings).
_PRIME_TIME = subject_closing(
    r"(?:(?:now|all|fully)[ \t]+)?ready[ \t]+for[ \t]+(?:prime[ \t-]*time|the"
    r"[ \t]+(?:big[ \t]+(?:time|leagues)|spotlight|main[ \t]+stage))"
)
_BROADCAST_NAMED = re.compile(
    r"\b(?:prime[- \t]?time|broadcast\w*|ratings|showbiz|pilot[ \t]+episodes?)\b",
    re.IGNORECASE,
)

# The response's subject from every angle ("The tariffs, from every angle.", "Tariffs and exports:
# covered from all sides."), kept where the response speaks of cameras, footage or replays ("The
# goal, from every angle." in a match report), and in the palm of the reader's hand ("The tariffs,
# in the palm of your hand."), kept where it speaks of phones or apps; a subject the rest of the
# response never names stays.
_EVERY_ANGLE = subject_closing(
    r"(?:(?:seen|covered|viewed|examined|explained|shown)[ \t]+)?from[ \t]+(?:every"
    r"[ \t]+(?:angle|side)|all[ \t]+(?:angles|sides))(?:[ \t]+at[ \t]+once)?"
)
_CAMERAS_NAMED = re.compile(
    r"\b(?:cameras?|footage|videos?|replays?|photo(?:graph)?s?|filmed|angles)\b", re.IGNORECASE
)
_IN_YOUR_HAND = subject_closing(
    r"(?:right[ \t]+)?in[ \t]+the[ \t]+palm[ \t]+of[ \t]+your[ \t]+hand"
)
_PHONES_NAMED = re.compile(
    r"\b(?:(?:smart)?phones?|apps?|devices?|handhelds?|mobiles?|tablets?)\b", re.IGNORECASE
)
# The response's subject in living colour ("The tariffs, in living color.", "Tariffs and exports:
# in glorious technicolour.") or in black and white ("The tariffs, in black and white."), kept
# where the response speaks of cameras, footage or photographs ("The parade, in living color."
# beside its footage), and front to back ("The tariffs, front to
# back.", "Tariffs and exports: from A to Z."), kept where it speaks of cleaning, searching or
# renovating ("The kitchen, top to bottom." in a cleaning guide); a subject the rest of the
# response never names stays.
_IN_COLOUR = subject_closing(
    r"(?:now[ \t]+)?in[ \t]+(?:(?:living|full|glorious|vivid)[ \t]+colou?r|"
    r"(?:glorious[ \t]+)?technicolou?r)"
)
_BLACK_AND_WHITE = subject_closing(
    r"(?:(?:all|now|set[ \t]+down|laid[ \t]+out)[ \t]+)?in[ \t]+black[ \t]+and"
    r"[ \t]+white"
)
_FRONT_TO_BACK = subject_closing(
    r"(?:from[ \t]+)?(?:front[ \t]+to[ \t]+back|top[ \t]+to[ \t]+bottom|a[ \t]+to"
    r"[ \t]+z|soup[ \t]+to[ \t]+nuts|head[ \t]+to[ \t]+toe|stem[ \t]+to[ \t]+stern)"
)
_CLEANING_NAMED = re.compile(
    r"\b(?:clean(?:ed|ing|ers?)|scrub\w*|dust(?:ed|ing)|renovat\w*|refurbish\w*|paint(?:ed|ing)|"
    r"search(?:ed|ing)|inspect(?:ed|ing))\b",
    re.IGNORECASE,
)
# The response's subject with a cherry on top ("The tariffs, with a cherry on top."), or the whole
# enchilada on it ("The whole enchilada on the tariffs.", "Tariffs and exports: the whole nine
# yards.", "The tariffs: the full monty."), kept where the response speaks of food or cooking ("The
# sundae, with a cherry on top." in a recipe), and in one neat package ("The tariffs, in one neat
# package."), kept where it speaks of parcels, packaging or deliveries; a subject the rest of the
# response never names stays.
_CHERRY_ON_TOP = subject_closing(
    r"(?:(?:with|and)[ \t]+)?(?:a|the)[ \t]+cherry[ \t]+on[ \t]+(?:top|the"
    r"[ \t]+cake)"
)
_WHOLE_LOT = (
    r"(?:the[ \t]+)?(?:whole|entire|full)[ \t]+(?:enchilada|shebang|nine[ \t]+yards|kit[ \t]+and"
    r"[ \t]+caboodle|shooting[ \t]+match|ball[ \t]+of[ \t]+wax|monty)"
)
_WHOLE_ENCHILADA = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_WHOLE_LOT}[ \t]+(?:on|about|of|for)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_SUBJECT_ENCHILADA = subject_closing(rf"{_WHOLE_LOT}")
_NEAT_PACKAGE = subject_closing(
    r"(?:all[ \t]+)?(?:in[ \t]+(?:one|a)[ \t]+(?:neat|tidy|handy|compact|single)"
    r"[ \t]+(?:package|parcel|bundle)|(?:neatly|tidily)[ \t]+(?:packaged|bundled))"
)
_PARCELS_NAMED = re.compile(
    r"\b(?:packag(?:ing|ed)|parcels?|deliver(?:y|ies|ed)|shipp(?:ing|ed)|couriers?)\b",
    re.IGNORECASE,
)

# The response's subject with all the trimmings ("The tariffs, with all the trimmings.", "Tariffs
# and exports: all the fixings."), or every last crumb of it ("The tariffs, every last crumb.",
# "Tariffs and exports, down to the last morsel."), kept where the response speaks of food or
# cooking ("The turkey, with all the trimmings." in a recipe); a subject the rest of the response
# never names stays.
_ALL_THE_TRIMMINGS = subject_closing(
    r"(?:(?:with|and)[ \t]+)?all[ \t]+the[ \t]+(?:trimmings|fixings|fixins)"
)
_LAST_CRUMB = subject_closing(
    r"(?:down[ \t]+to[ \t]+)?(?:every|the)[ \t]+(?:very[ \t]+)?last[ \t]+(?:crumb|"
    r"morsel|bite|drop|scrap)"
)
# The response's subject clear as a bell ("The tariffs, clear as a bell.", "Tariffs and exports:
# crystal clear."), kept where the response speaks of sound, signals or glass ("The audio, clear as
# a bell." in a review of headphones); a subject the rest of the response never names stays.
_CLEAR_AS_A_BELL = subject_closing(
    r"(?:(?:now|all|as)[ \t]+)?(?:clear[ \t]+as[ \t]+(?:a[ \t]+bell|day|daylight|"
    r"crystal)|crystal[- \t]clear)"
)
_SOUND_NAMED = re.compile(
    r"\b(?:sound(?:s|track)?|audio|speakers?|headphones?|earbuds?|microphones?|recordings?|"
    r"signals?|reception|voices?|bells?|water|glass|lens(?:es)?|sky|skies)\b",
    re.IGNORECASE,
)

# The response's subject in spades ("The tariffs, in spades.", "Tariffs and exports: covered in
# spades."), kept where the response speaks of cards ("The trumps, in spades." in a bridge report),
# and lock, stock and barrel ("The tariffs, lock, stock and barrel."), kept where it speaks of
# guns; a subject the rest of the response never names stays.
_IN_SPADES = subject_closing(
    r"(?:(?:and|covered|delivered|answered|explained)[ \t]+)?in[ \t]+spades"
)
_CARDS_NAMED = re.compile(
    r"\b(?:cards?|spades?|trumps?|poker|bridge[ \t]+(?:game|hand|player)s?|decks?[ \t]+of)\b",
    re.IGNORECASE,
)
_LOCK_STOCK = subject_closing(r"lock[ \t]*,?[ \t]+stock[ \t]*,?[ \t]+(?:and[ \t]+)?barrel")
_GUNS_NAMED = re.compile(
    r"\b(?:guns?|rifles?|muskets?|firearms?|pistols?|shotguns?|gunsmiths?)\b", re.IGNORECASE
)

# The response's subject all present and correct ("The tariffs, all present and correct."), kept
# where the response speaks of a roll call or a headcount ("The crew, all present and correct."
# after the roll call), with every base covered ("The tariffs, every base covered.", "Tariffs and
# exports: all bases covered."), kept where it speaks of baseball, and the real McCoy ("The
# tariffs, the real McCoy.", "Tariffs and exports: the genuine article."), kept where it speaks of
# fakes, forgeries or replicas; a subject the rest of the response never names stays.
_PRESENT_AND_CORRECT = subject_closing(r"(?:all[ \t]+)?present[ \t]+and[ \t]+correct")
_ROLL_CALL_NAMED = re.compile(
    r"\b(?:roll[- \t]?calls?|head[- \t]?counts?|musters?|registers?|counted)\b",
    re.IGNORECASE,
)
_EVERY_BASE = subject_closing(
    r"(?:with[ \t]+)?(?:(?:every|each)[ \t]+|all[ \t]+(?:the[ \t]+)?)bases?[ \t]+"
    r"covered"
)
_BASEBALL_NAMED = re.compile(
    r"\b(?:baseball|softball|innings?|pitch(?:er|ers|ing)|home[ \t]+runs?|shortstops?)\b",
    re.IGNORECASE,
)
_REAL_MCCOY = subject_closing(
    r"(?:(?:this|it)[ \t]+is[ \t]+)?the[ \t]+(?:real|genuine)[ \t]+(?:mccoy|deal|"
    r"article)"
)
_FAKES_NAMED = re.compile(
    r"\b(?:fakes?|faked|forg(?:ed|ery|eries|ers?)|counterfeits?|replicas?|imitations?|"
    r"knock-?offs?|authentic(?:ity|ated)?)\b",
    re.IGNORECASE,
)

# The response's subject hands down ("The tariffs, hands down.", "Tariffs and exports: hands down
# the best."), kept where the response speaks of horse racing ("The favourite, hands down." in a
# race report), fit for a king ("The tariffs, fit for a king.", "Tariffs and exports: fit for
# royalty."), kept where it speaks of royalty, palaces or banquets, and tight as a drum ("The
# tariffs, tight as a drum.", "Tariffs and exports: drum-tight."), kept where it speaks of drums; a
# subject the rest of the response never names stays.
_HANDS_DOWN = subject_closing(
    r"(?:(?:the[ \t]+)?(?:best|winner)[ \t]*,?[ \t]+)?hands[ \t]+down(?:[ \t]+the"
    r"[ \t]+(?:best|winner))?"
)
_RACING_NAMED = re.compile(
    r"\b(?:horses?|racehorses?|jockeys?|racecourses?|furlongs?|(?:horse[ \t]+)?racing)\b",
    re.IGNORECASE,
)
_FIT_FOR_A_KING = subject_closing(
    r"(?:(?:truly|quite)[ \t]+)?fit[ \t]+for[ \t]+(?:a[ \t]+)?(?:king|queen|"
    r"royalty|prince|princess|emperor)"
)
_ROYALTY_NAMED = re.compile(
    r"\b(?:royal(?:s|ty)?|monarch\w*|palaces?|thrones?|coronations?|banquets?|feasts?)\b",
    re.IGNORECASE,
)
_TIGHT_AS_A_DRUM = subject_closing(
    r"(?:(?:as|all)[ \t]+)?(?:tight[ \t]+as[ \t]+a[ \t]+drum(?:head)?|drum-?tight)"
)
_DRUMS_NAMED = re.compile(
    r"\b(?:drums?|drumm(?:er|ers|ing)|drumheads?|percussion\w*|snares?)\b", re.IGNORECASE
)

# The response's subject good as gold ("The tariffs, good as gold.", "Tariffs and exports: worth
# their weight in gold."), kept where the response speaks of gold or jewellery ("The ring, good as
# gold." beside its carats); a subject the rest of the response never names stays.
_GOOD_AS_GOLD = subject_closing(
    r"(?:(?:as|pure)[ \t]+)?(?:good[ \t]+as[ \t]+gold|worth[ \t]+(?:its|their)[ \t]+"
    r"weight[ \t]+in[ \t]+gold)"
)
_GOLD_NAMED = re.compile(
    r"\b(?:gold(?:en|smiths?)?|bullion|jewel(?:s|l?ery|l?ers?)|carats?|ingots?)\b", re.IGNORECASE
)

# The response's subject shipshape ("The tariffs, shipshape.", "Tariffs and exports: shipshape and
# Bristol fashion."), kept where the response speaks of ships, ferries or sailing ("The cabin,
# shipshape." beside the crew's scrubbed decks), and top drawer ("The tariffs, top drawer.",
# "Tariffs and exports: top-notch.", "The tariffs, first rate."), kept where it speaks of drawers,
# desks or shelves ("The keys, top drawer." beside the desk they are in); a subject the rest of the
# response never names stays.
_SHIPSHAPE = subject_closing(
    r"(?:(?:all|now)[ \t]+)?ship[ \t-]?shape(?:[ \t]+and[ \t]+bristol[ \t]+"
    r"fashion)?"
)
_SHIPS_NAMED = re.compile(
    r"\b(?:ships?|shipping|boats?|ferr(?:y|ies)|sail\w*|sailors?|navy|naval|vessels?|yachts?|"
    r"decks?|hulls?|crews?)\b",
    re.IGNORECASE,
)
_TOP_DRAWER = subject_closing(
    r"(?:(?:simply|truly|strictly)[ \t]+)?(?:top[ \t-]+(?:drawer|notch|shelf|"
    r"flight)|first[ \t-]+rate)"
)
_FURNITURE_NAMED = re.compile(
    r"\b(?:drawers?|desks?|cabinets?|dressers?|cupboards?|shel(?:f|ves)|wardrobes?|furniture)\b",
    re.IGNORECASE,
)

# The response's subject buttoned up ("The tariffs, buttoned up.", "Tariffs and exports: all sewn
# up."), kept where the response speaks of clothes or sewing ("The collar, buttoned up." in a
# description of a uniform), and well and truly covered ("The tariffs, well and truly covered.",
# "Tariffs and exports: fully covered.", "The tariffs, covered in full."), kept where it speaks of
# insurance, warranties or refunds ("Repairs: fully covered." beside the warranty); a subject the
# rest of the response never names stays, and so does "Flights and hotel: all covered." (paid for,
# not told).
_BUTTONED_UP = subject_closing(r"(?:(?:all|now|neatly)[ \t]+)?(?:buttoned|zipped|sewn)[ \t]+up")
_CLOTHES_NAMED = re.compile(
    r"\b(?:coats?|jackets?|shirts?|blouses?|cardigans?|uniforms?|buttons?|zip(?:s|pers?)?|"
    r"cloth(?:es|ing)|tailor\w*|sew(?:s|n|ed|ing)?)\b",
    re.IGNORECASE,
)
_WELL_COVERED = subject_closing(
    r"(?:(?:(?:well[ \t]+and[ \t]+)?truly|fully|completely|thoroughly|entirely|"
    r"comprehensively)[ \t]+covered|covered[ \t]+(?:in[ \t]+full|in[ \t]+depth|"
    r"thoroughly|fully|completely))"
)
_INSURANCE_NAMED = re.compile(
    r"\b(?:insur\w*|warrant(?:y|ies)|guarantees?|premiums?|refund\w*|reimburs\w*|"
    r"underwrit\w*)\b",
    re.IGNORECASE,
)

# The response's subject above board ("The tariffs, above board.", "Tariffs and exports: all on the
# level."), a figure from the card table, kept where the response speaks of fraud, audits or
# inquiries ("The sale, above board." after the regulator's inquiry); a subject the rest of the
# response never names stays.
_ABOVE_BOARD = subject_closing(
    r"(?:(?:all|entirely|completely|strictly)[ \t]+)?(?:above[ \t-]+board|on[ \t]+"
    r"the[ \t]+(?:level|up[ \t-]+and[ \t-]+up))"
)
_PROBITY_NAMED = re.compile(
    r"\b(?:regulators?|audit\w*|investigat\w*|inquir(?:y|ies)|probes?|watchdogs?|fraud\w*|"
    r"corrupt\w*|brib\w*|scandals?|(?:il)?legal(?:ly|ity)?|compliance)\b",
    re.IGNORECASE,
)

# The response's subject served hot, fresh off the press ("The tariffs, served hot.", "Tariffs and
# exports: hot off the press."); a subject the rest of the response never names stays, and so does
# every such line in a response that speaks of food or cooking ("The soup, served hot." in a
# recipe).
_SERVED_HOT = subject_closing(
    r"(?:(?:served|delivered|dished[ \t]+up)[ \t]+(?:up[ \t]+)?(?:piping[ \t]+)?"
    r"(?:hot|fresh|warm)|(?:hot|fresh)[ \t]+(?:off|from)[ \t]+the[ \t]+(?:press(?:es)?|oven|grill)"
    r")"
)
# The response's subject with batteries included ("The tariffs, batteries included."); a subject
# the rest of the response never names stays, and so does every such line in a response that
# speaks of batteries ("The torch, batteries included." in a product summary).
_BATTERIES = subject_closing(
    r"(?:with[ \t]+)?(?:(?:all[ \t]+)?(?:the[ \t]+)?)?batteries[ \t]+"
    r"(?:included|supplied)"
)
_BATTERIES_NAMED = re.compile(r"\bbatter(?:y|ies)\b", re.IGNORECASE)

# The response's subject in mint condition ("The tariffs, in mint condition."); a subject the
# rest of the response never names stays, and so does every such line in a response that speaks
# of collecting, auctions or sales ("The coin, in mint condition." in an auction's summary).
_MINT = subject_closing(r"in[ \t]+(?:mint|pristine|perfect|showroom)[ \t]+condition")
_COLLECTING_NAMED = re.compile(
    r"\b(?:mint|pristine|showroom|auction\w*|collect(?:or|ors|ible|ibles|ion|ing)|vintage|"
    r"for[ \t]+sale|dealers?)\b",
    re.IGNORECASE,
)
# The response's subject tied with a bow ("The tariffs, tied with a bow.", "Tariffs and exports:
# neatly wrapped in a ribbon."); a subject the rest of the response never names stays, and so does
# every such line in a response that speaks of gifts or wrapping ("The basket, tied with a bow."
# beside a word on gift-wrapping).
_TIED_WITH_A_BOW = subject_closing(
    r"(?:(?:all|neatly)[ \t]+)?(?:tied|wrapped)(?:[ \t]+up)?[ \t]+(?:with|in)[ \t]+"
    r"a[ \t]+(?:neat[ \t]+)?(?:bow|ribbon)"
)
_GIFTS_NAMED = re.compile(
    r"\b(?:gifts?|presents|wrap(?:s|ped|ping)?|ribbons?|bows?|hampers?|parcels?)\b",
    re.IGNORECASE,
)
_FOOD_NAMED = re.compile(
    r"\b(?:serve[sd]?[ \t]+(?:it[ \t]+)?(?:hot|warm)|ovens?|cook\w*|bak(?:e|ed|es|ing)|recipes?|"
    r"dish(?:es)?|meals?|food|soups?|menus?|kitchens?|chefs?|restaurants?|dinner|lunch|breakfast|"
    r"roast(?:s|ed|ing)?)\b",
    re.IGNORECASE,
)


def trade_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that give its own subject whole in a figure borrowed from
    a trade the rest of ``text`` does not speak of, in the order of the patterns (the caller
    merges them)."""
    return guarded_lines(
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
            (_BLACK_AND_WHITE, _CAMERAS_NAMED),
            (_FRONT_TO_BACK, _CLEANING_NAMED),
            (_CHERRY_ON_TOP, _FOOD_NAMED),
            (_WHOLE_ENCHILADA, _FOOD_NAMED),
            (_SUBJECT_ENCHILADA, _FOOD_NAMED),
            (_NEAT_PACKAGE, _PARCELS_NAMED),
            (_ALL_THE_TRIMMINGS, _FOOD_NAMED),
            (_LAST_CRUMB, _FOOD_NAMED),
            (_CLEAR_AS_A_BELL, _SOUND_NAMED),
            (_IN_SPADES, _CARDS_NAMED),
            (_LOCK_STOCK, _GUNS_NAMED),
            (_PRESENT_AND_CORRECT, _ROLL_CALL_NAMED),
            (_EVERY_BASE, _BASEBALL_NAMED),
            (_REAL_MCCOY, _FAKES_NAMED),
            (_HANDS_DOWN, _RACING_NAMED),
            (_FIT_FOR_A_KING, _ROYALTY_NAMED),
            (_TIGHT_AS_A_DRUM, _DRUMS_NAMED),
            (_GOOD_AS_GOLD, _GOLD_NAMED),
            (_SHIPSHAPE, _SHIPS_NAMED),
            (_TOP_DRAWER, _FURNITURE_NAMED),
            (_BUTTONED_UP, _CLOTHES_NAMED),
            (_WELL_COVERED, _INSURANCE_NAMED),
            (_ABOVE_BOARD, _PROBITY_NAMED),
        ),
    )
