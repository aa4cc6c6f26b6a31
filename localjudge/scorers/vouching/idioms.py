"""Stock phrases of approval in which a response vouches for itself (see the package's docstring for
the forms): a line that it adds nothing and leaves nothing out, is the facts alone, leaves no stone
unturned, nails its subject, is right on the money or on point, to the letter or to a T, or second
to none, the best bar none, par excellence or the bee's knees, reads like its source or reads true,
has no red flags, caveats, notes or complaints, is by the book, ready to ship, leaves nothing to be
desired, is rock-solid or all in order, has nothing amiss, is top of its class, as clear as it gets,
without a wasted word or aces, or earns kudos or bravo, that the writer would sign or bet their name
on it, that it is one for the history books, or a "mic drop" over its subject. A pass or a mark
given to it is ``marks``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    ABOUT_LIST,
    END,
    FINE,
    GOOD,
    IN_HERE,
    LIST,
    NAMED_RECAP,
    ON_LIST,
    OWN_NAME,
    OWN_SUBJECT,
    OWN_TEXT,
    THROUGHOUT,
    own_subject_lines,
    own_verdict,
    subject_closing,
)

__all__ = ["idiom_lines"]

# A line that the response adds nothing and leaves nothing out ("No embellishment, no omissions
# about the tariffs.", "Nothing added, nothing left out."): two faults of a text's telling
# denied, on its subject or the whole, or one denied of the text here ("No spin here."); "No
# injuries, no damage." stays, faults of the world.
_TELLING_FAULT = (
    r"(?:embellishments?|omissions?|exaggerations?|spin|fluff|padding|filler|distortions?|"
    r"fabrications?|inventions?|editoriali[sz]ing|guesswork|speculation|misquotes?|"
    r"cherry-?picking|hype|gaps|errors|mistakes|inaccuracies)"
)
_TOLD_WRONG = (
    r"(?:added|omitted|left[ \t]+out|missed|skipped|dropped|embellished|exaggerated|invented|"
    r"made[ \t]+up|twisted|spun|distorted|inflated|glossed[ \t]+over)"
)
_DENIED = rf"(?:(?:no|zero)[ \t]+{_TELLING_FAULT}|nothing[ \t]+{_TOLD_WRONG})"
_AND_OR = r"(?:[ \t]*[,;—–-][ \t]*(?:and[ \t]+|or[ \t]+|but[ \t]+)?|[ \t]+(?:and|or|nor)[ \t]+)"
_NOTHING_ADDED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_DENIED}(?:(?:{_AND_OR}{_DENIED})+{ABOUT_LIST}?{IN_HERE}?|{IN_HERE})"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line that the response is the facts alone, and right ("Just the facts on the tariffs, and
# all of them correct.", "Facts only."); "Just the facts were reported by the police." stays.
_JUST_THE_FACTS = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:just|only|nothing[ \t]+but|strictly|purely)[ \t]+(?:the[ \t]+)?"
    r"(?:(?:hard|plain|cold|verified|key)[ \t]+)?facts|facts[ \t]+only)"
    rf"{ABOUT_LIST}?(?:[ \t]*[,;:—–-][ \t]*(?:and[ \t]+)?(?:all|every[ \t]+one|each(?:[ \t]+one)?)"
    rf"(?:[ \t]+of[ \t]+them)?[ \t]+(?:(?:is|are)[ \t]+)?{GOOD})?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A line that no stone is left unturned on the subject ("No stone left unturned on the
# tariffs.", "This summary leaves no stone unturned."); "No stone was left unturned in the
# search." stays.
_NO_STONE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:this|it|(?:this|the)[ \t]+{OWN_NAME})[ \t]+leaves[ \t]+no[ \t]+"
    r"stone[ \t]+unturned|no[ \t]+stone(?:[ \t]+(?:was|is|has[ \t]+been))?(?:[ \t]+left)?"
    rf"[ \t]+unturned){ON_LIST}?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A line that the response nails its subject, or is spot on about it ("Nailed it: the tariffs
# and the exports.", "Bang on about the tariffs, start to finish.", "Bullseye on the tariffs.");
# "The new ferry hits the mark." and "The dart hit the bullseye." stay, subjects of their own.
_NAILED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}(?:[ \t]+|['’]s[ \t]+))?"
    r"(?:(?:really|truly|absolutely)[ \t]+)?(?:nail(?:s|ed)?[ \t]+it|nail(?:s|ed)[ \t]+"
    r"(?:every|each)[ \t]+(?:detail|point|fact)|gets?[ \t]+it[ \t]+(?:all[ \t]+)?right|got[ \t]+"
    r"it[ \t]+(?:all[ \t]+)?right|(?:is[ \t]+)?(?:right[ \t]+)?on[ \t]+the[ \t]+money|hits?[ \t]+"
    r"the[ \t]+(?:mark|nail[ \t]+on[ \t]+the[ \t]+head)|(?:is[ \t]+)?(?:dead|bang|spot)[ \t]+on|"
    r"(?:(?:a|another)[ \t]+)?bull['’]?s?-?[ \t]?eye)"
    rf"[*_]{{0,2}}(?:(?:[ \t]*[:—–-][*_]{{0,2}}[ \t]*|[ \t]+(?:on|about|with|regarding)[ \t]+)"
    rf"{OWN_TEXT}?{LIST})?{IN_HERE}?{THROUGHOUT}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# The response's subject, then that it is on the money or right to the letter ("The tariffs, right
# on the money.", "Tariffs and exports: bang on.", "The tariffs, on point.", "The tariffs, nailed.",
# "The tariffs, to the letter.", "The tariffs, to a T."), or second to none ("The tariffs, second to
# none.", "Tariffs and exports: in a class of their own.", "The tariffs, bar none.", "The tariffs,
# par excellence.", "The tariffs, the bee's knees."); a subject the rest of the response never names
# stays, and so do "The forecast was right on the money." and "The rules, followed to the letter."
# (clauses of their own).
_SUBJECT_NAILED = subject_closing(
    r"(?:(?:right|dead|bang|spot)[ \t]+on(?:[ \t]+the[ \t]+(?:money|nose|button|"
    r"mark))?|on[ \t]+(?:the[ \t]+(?:money|nose|button)|point)|nailed(?:[ \t]+it)?|(?:(?:true|"
    r"faithful|accurate|correct|right)[ \t]+)?to[ \t]+(?:the[ \t]+(?:letter|last[ \t]+word)|a[ \t]+"
    r"t(?:ee)?\b))"
)
_SECOND_TO_NONE = subject_closing(
    r"(?:(?:simply|quite|truly)[ \t]+)?(?:second[ \t]+to[ \t]+none|(?:the[ \t]+best"
    r"[ \t]*,?[ \t]+)?bar[ \t]+none|par[ \t]+excellence|the[ \t]+(?:bee['’]?s[ \t]+knees|cat['’]?s"
    r"[ \t]+(?:whiskers|pyjamas|pajamas|meow))|without[ \t]+(?:equal|peer|rival)|"
    r"unrivall?ed|unmatched|unbeatable|in[ \t]+a[ \t]+(?:class|league)[ \t]+of[ \t]+(?:its|their)"
    r"[ \t]+own)"
)
# A line that the response reads like its source itself, on its subject or the whole ("Reads
# like the wire copy itself on the tariffs.", "This summary reads just like the original."); "The
# novel reads like the original." stays, a subject of its own.
_READS_LIKE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}[ \t]+)?reads[ \t]+(?:(?:just|exactly)[ \t]+)?like"
    r"[ \t]+the[ \t]+(?:wire[ \t]+copy|original|source|transcript|official[ \t]+record|record|"
    r"report|article)(?:[ \t]+itself)?(?:[ \t]+(?:on|about|regarding)[ \t]+"
    rf"{OWN_TEXT}?{LIST})?{THROUGHOUT}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line that the response reads true, or is right, from start to finish or exactly ("Reads true
# on the tariffs from start to finish.", "Accurate from start to finish.", "Exactly right on the
# tariffs."); "Her account rings true." and "Right on the tariffs." stay, the first a subject of
# its own, the second a claim with nothing to make it the response's own.
_READS_TRUE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}[ \t]+)?(?P<reads>(?:reads|rings)[ \t]+)?"
    rf"(?:(?:is|was)[ \t]+)?(?P<just>(?:exactly|precisely|perfectly|absolutely|entirely)[ \t]+)?"
    rf"(?:true|accurately|correctly|{GOOD})(?:{ABOUT_LIST})?"
    rf"(?P<whole>{THROUGHOUT})?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line that there are no red flags, or no caveats needed, on the response's subject ("No red
# flags on the tariffs or the exports.", "Not a quibble in sight.", "No caveats needed on the
# tariffs."); "No red flags were raised by the auditors." and "No caveats were attached to the
# loan." stay.
_NO_RED_FLAGS = re.compile(
    r"^[ \t]*[*_]{0,2}(?:no|zero|not[ \t]+(?:a[ \t]+single|one|a))[ \t]+(?:red[ \t]+flags?|"
    r"quibbles?|nitpicks?|nits|caveats?|qualifiers?|disclaimers?)(?:[ \t]+in[ \t]+sight|[ \t]+"
    r"(?:needed|required|necessary|called[ \t]+for))?(?:[ \t]+(?:on|about|in|regarding|with)"
    rf"[ \t]+{OWN_TEXT}?{LIST})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line that nothing the response claims about its subject is open to question ("Not one claim
# about the tariffs is open to question.", "None of it is in doubt."); "No claim about the
# tariffs was disputed by the minister." stays.
_BEYOND_QUESTION = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:not[ \t]+(?:one|a[ \t]+single)|no)[ \t]+(?:single[ \t]+)?"
    r"(?:claim|fact|detail|point|figure|statement|word|line)|nothing|none[ \t]+of[ \t]+"
    r"(?:it|this|the[ \t]+above))(?:[ \t]+(?:here|above)|[ \t]+(?:made[ \t]+)?(?:about|on|in|"
    r"regarding)[ \t]+[^\n.!?]{1,60}?)?[ \t]+(?:is|are|was|can[ \t]+be|could[ \t]+be)[ \t]+"
    r"(?:open[ \t]+to[ \t]+(?:question|dispute|doubt|debate|challenge)|in[ \t]+(?:doubt|question)|"
    r"questionable|disputable|doubtful|debatable|contestable)"
    rf"{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A line in which the writer would sign their name to the response's words, or bet their job on
# them ("I would sign my name to every line on the tariffs.", "I'd put my name to all of this.",
# "I'd bet my job on every line about the tariffs."); "I would sign my name to the petition." and
# "I'd bet my house on Liverpool." stay.
_SIGN_MY_NAME = re.compile(
    r"^[ \t]*[*_]{0,2}(?:i|we)(?:['’]d|['’]ll|[ \t]+(?:would|will|can|could|happily|gladly|"
    r"proudly))*[ \t]+(?:(?:sign|put)[ \t]+(?:my|our)[ \t]+names?|(?:bet|stake|wager)[ \t]+"
    r"(?:my|our)[ \t]+(?:jobs?|li(?:fe|ves)|house|reputations?|names?|careers?|money|salary))"
    r"[ \t]+(?:to|on|under|beneath)"
    r"[ \t]+(?:every(?:[ \t]+single)?[ \t]+(?:word|line|sentence|claim|fact|detail|point|figure)|"
    rf"each[ \t]+(?:word|line|sentence|claim)|everything|all[ \t]+of[ \t]+(?:it|this)|this"
    rf"(?:[ \t]+{OWN_NAME})?)(?:[ \t]+(?:here|above))?(?:[ \t]+(?:on|about|of|in|regarding)[ \t]+"
    rf"[^\n.!?,;]{{1,60}}?)?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# An editor's "no notes" on the response, on its subject or the whole ("No notes on the tariffs
# and the exports.", "No notes from me."); "No notes were found at the scene." stays.
_NO_NOTES = re.compile(
    r"^[ \t]*[*_]{0,2}(?:no|zero)[ \t]+(?:further[ \t]+)?notes(?:[ \t]+from[ \t]+(?:me|us|"
    rf"the[ \t]+(?:editor|desk|reviewer)))?(?:{ABOUT_LIST})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# No complaints from the writer, on the response's subject or the whole ("No complaints from me
# about the tariffs.", "No complaints here."); "No complaints were filed about the ferry." and
# "No complaints about the new timetable." stay.
_NO_COMPLAINTS = re.compile(
    r"^[ \t]*[*_]{0,2}(?:no|zero|not[ \t]+(?:a[ \t]+single|one))[ \t]+(?:complaints?|gripes?|"
    r"objections?|criticisms?)(?:[ \t]+(?:from|here[ \t]+from)[ \t]+(?:me|us|this[ \t]+(?:reviewer|"
    rf"editor|end)){ABOUT_LIST}?|{IN_HERE})?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A line that the response is by the book, or leaves no loose ends, on its subject ("By the book
# on the tariffs and the exports.", "No loose ends on the tariffs."); "The police went by the
# book." and "No loose ends remain in the inquiry, police said." stay.
_BY_THE_BOOK = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:(?:all|done|strictly|everything(?:[ \t]+here)?(?:[ \t]+is)?|"
    r"this[ \t]+is|it['’]s)[ \t]+)*by[ \t]+the[ \t]+book|(?:no|zero|not[ \t]+(?:a[ \t]+single|"
    r"one))[ \t]+loose[ \t]+ends?(?:[ \t]+left)?|(?:every|all)(?:[ \t]+the)?[ \t]+loose[ \t]+"
    r"ends?[ \t]+(?:(?:are|is)[ \t]+)?tied[ \t]+(?:up|off)|nothing[ \t]+left[ \t]+(?:hanging|"
    rf"dangling|open)){ON_LIST}?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A label that the response is ready to go out, over a list of bare words or nothing ("Ready to
# ship: the tariffs.", "Good to go."); "Ready to go: the new ferry leaves at 7:40." and "The
# ferry is ready to go." stay.
_READY_TO_SHIP = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}(?:[ \t]+is|['’]s)[ \t]+)?(?:ready[ \t]+(?:to[ \t]+"
    r"(?:ship|publish|print|submit|send|go)|for[ \t]+(?:publication|print|submission|"
    r"sign-?off))|good[ \t]+to[ \t]+go|ship[ \t]+it)[*_]{0,2}"
    rf"(?:[ \t]*[:—–-][*_]{{0,2}}[ \t]*{OWN_TEXT}?{LIST})?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line that nothing is wanting in the response, on its subject or the whole ("Leaves nothing to
# be desired on the tariffs.", "Not a word out of place on the tariffs.", "Mission accomplished
# on the tariffs.", "Couldn't have put it better on the tariffs.", "Would not change a word on the
# tariffs."); "Nothing was out of place in the flat.", "Not a hair out of place at the gala.", "I
# couldn't have put it better myself, the mayor said." and "We would not change a word of the
# treaty." stay.
_NOTHING_WANTING = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:{OWN_SUBJECT}[ \t]+)?(?:leaves|left)[ \t]+nothing[ \t]+"
    r"(?:more[ \t]+)?to[ \t]+(?:be[ \t]+)?(?:desired|wished[ \t]+for)|nothing[ \t]+"
    r"(?:left[ \t]+)?to[ \t]+be[ \t]+desired|not[ \t]+(?:a|one)[ \t]+(?:single[ \t]+)?"
    r"(?:word|line|detail|fact|figure|comma)(?:[ \t]+(?:is|was))?[ \t]+(?:out[ \t]+of[ \t]+"
    r"place|misplaced|wrong)|mission[ \t]+accomplished|(?:(?:i|we)[ \t]+)?(?:couldn['’]t|could"
    r"[ \t]+not)[ \t]+have[ \t]+(?:put|said|summed[ \t]+up|written)[ \t]+(?:it|this)[ \t]+better|"
    r"(?:(?:i|we)[ \t]+)?(?:(?:would|could)n['’]t|(?:would|could)[ \t]+not)[ \t]+change[ \t]+"
    r"(?:a[ \t]+(?:single[ \t]+)?(?:word|thing|line|comma)|anything|one[ \t]+word)"
    rf"(?:[ \t]+(?:myself|ourselves))?)(?:{ABOUT_LIST})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# What a verdict of approval is over, as a label ("Squared away: the tariffs.") or on its subject.
_LABEL_OR_ON = (
    r"(?:(?:[ \t]*[:—–-][*_]{0,2}[ \t]*|[ \t]+(?:on|about|regarding|concerning)[ \t]+)"
    rf"{OWN_TEXT}?{LIST})"
)

# A line that the response is rock-solid, or all in order, on its subject or the whole, or a
# verdict that closes the case on it ("Rock-solid on the tariffs and the exports.", "Case closed
# on the tariffs.", "Chef's kiss on the tariffs.", "Everything in order on the tariffs.",
# "Squared away: the tariffs and the exports.", "Best in class on the tariffs.", "All good on the
# tariffs and the exports."); "The ferry is best in class.", "Case closed, police said.",
# "Rock-solid in defence." and "Everything is in order for the wedding." stay.
_IN_ORDER = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}(?:[ \t]+is|['’]s)[ \t]+)?(?:rock[- \t]solid|solid[ \t]+"
    r"as[ \t]+a[ \t]+rock|iron-?clad|case[ \t]+closed|chef['’]s[ \t]+kiss|(?:everything|all)"
    r"(?:[ \t]+(?:here[ \t]+)?is)?[ \t]+in[ \t]+(?:good[ \t]+|perfect[ \t]+)?order|all[ \t]+"
    r"present[ \t]+and[ \t]+correct|(?:all[ \t]+)?squared[ \t]+away|buttoned[- \t]up|"
    r"best[- \t]in[- \t]class|(?:squeaky[- \t]|clean[ \t]+as[ \t]+a[ \t]+)(?:clean|whistle)|"
    r"(?:everything(?:['’]s|[ \t]+is)[ \t]+)?all[ \t]+good)[*_]{0,2}"
    rf"{_LABEL_OR_ON}?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A line that nothing is amiss in the response, or that it cannot be faulted, on its subject or
# the whole ("Nothing amiss on the tariffs.", "Could not fault it on the tariffs.", "I can't find
# a single fault in this summary.", "Nothing to fix on the tariffs."); "Nothing amiss in the
# accounts.", "Nothing was amiss at the plant." and "Police could not find any fault with the
# brakes." stay, and so does "Nothing to fix on the ferry, engineers said." (``SAID``).
_THIS_ONE = rf"(?:it|this(?:[ \t]+{OWN_NAME})?)"
_NOTHING_AMISS = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:nothing|not[ \t]+a[ \t]+thing)[ \t]+(?:is[ \t]+)?(?:amiss|awry)|nothing"
    r"[ \t]+(?:left[ \t]+)?to[ \t]+(?:fix|improve|flag)|"
    r"(?:(?:i|we)[ \t]+)?(?:(?:could|would)n['’]t|can['’]t|cannot|(?:could|can|would)[ \t]+not)"
    r"[ \t]+(?:fault[ \t]+"
    rf"{_THIS_ONE}|find[ \t]+(?:a|any|one)[ \t]+(?:single[ \t]+)?fault(?:[ \t]+(?:in|with)[ \t]+"
    rf"{_THIS_ONE})?)){ON_LIST}?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A line that the response is top of its class, a cut above, the cream of the crop, as good as it
# gets, in the bag, home and dry, like clockwork, aces, spotless, A-OK, watertight, worth its weight
# in gold, firing on all cylinders or given the green light, that it knocked its subject out of the
# park, smashed it or wins the day, or kudos, bravo or a vote for it, on its subject or the whole
# ("Top of the class on the tariffs and the exports.", "As good as it gets on the tariffs.", "Green
# light on the tariffs.", "In the bag: the tariffs.", "A cut above on the tariffs.", "Home and dry:
# the tariffs.", "Kudos on the tariffs.", "Knocked it out of the park on the tariffs.", "Bravo to
# this summary.", "Like clockwork on the tariffs.", "Cream of the crop: the tariffs and the
# exports.", "Aces on the tariffs.", "Firing on all cylinders on the tariffs.", "Spotless: the
# tariffs and the exports.", "Wins the day on the tariffs.", "A-OK on the tariffs.", "Gets my vote
# on the tariffs.", "Watertight: the tariffs and the exports.", "Smashed it on the tariffs.", "Worth
# its weight in gold on the tariffs."), when every word it names the rest of the response names too
# (``names_own_subject``); "Top of the class in maths.", "Green light for the third runway.", "In
# the bag: a wallet, keys and a phone.", "Home and dry: the crew landed safely.", "Kudos to the
# volunteers.", "Like clockwork, the ferry left at 7:40.", "Aces high.", "Spotless: the kitchen and
# the bathrooms." (named nowhere else), "A-OK, the pilot radioed.", "The hull is watertight.", "The
# painting is worth its weight in gold." and "Green light on the ferry, the minister said."
# (``SAID``) stay.
_SMASHED_IT = (
    rf"(?:(?:i|we|you|{OWN_SUBJECT})[ \t]+)?(?:(?:knocked|knocks|hit|hits)[ \t]+it[ \t]+out[ \t]+"
    r"of[ \t]+the[ \t]+park|smashed[ \t]+it|gets[ \t]+my[ \t]+vote)"
)
_TOP_OF_CLASS = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}(?:[ \t]+is|['’]s)[ \t]+)?(?:top[ \t]+of[ \t]+(?:the|"
    rf"its)[ \t]+class|as[ \t]+{FINE}[ \t]+as[ \t]+it[ \t]+gets|(?:a[ \t]+)?green[ \t]+light|in"
    r"[ \t]+the[ \t]+bag|(?:a[ \t]+)?cut[ \t]+above(?:[ \t]+the[ \t]+rest)?|home[ \t]+and[ \t]+"
    r"dry|kudos|bravo|like[ \t]+clockwork|(?:the[ \t]+)?cream[ \t]+of[ \t]+the[ \t]+crop|aces|"
    r"aced[ \t]+it|firing[ \t]+on[ \t]+all[ \t]+cylinders|spotless|(?:it[ \t]+)?wins[ \t]+the[ \t]+"
    r"day|a-?ok(?:ay)?|(?:water|air)-?tight|worth[ \t]+its[ \t]+weight[ \t]+in[ \t]+gold|"
    rf"{_SMASHED_IT})(?:[ \t]+to[ \t]+(?:this|the)[ \t]+{OWN_NAME})?[*_]{{0,2}}"
    rf"{_LABEL_OR_ON}?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject, then a tag of praise: as clear (good, accurate) as it gets or as they
# come, or without a wasted word ("The tariffs, as clear as it gets.", "Tariffs and exports: as
# accurate as they come.", "The tariffs, without a wasted word.", "Tariffs and exports: not a
# word wasted."); "The outlook, as bleak as it gets." (no word of quality), "Fares: as high as
# they get.", "The speech, without a wasted word, lasted an hour." (more after it) and a subject
# the rest of the response never names stay.
_TAGGED = subject_closing(
    rf"(?:(?:about[ \t]+)?as[ \t]+{FINE}[ \t]+as[ \t]+(?:it[ \t]+gets|they[ \t]+"
    r"come|(?:it|they)[ \t]+could[ \t]+be)|without[ \t]+a[ \t]+(?:single[ \t]+)?wasted[ \t]+"
    r"word|not[ \t]+a[ \t]+(?:single[ \t]+)?word[ \t]+wasted|no[ \t]+wasted[ \t]+words|every"
    r"[ \t]+word[ \t]+counts)"
)


def _reads_true(line: re.Match[str]) -> bool:
    """Whether a line that the response is right says it reads so, or is so throughout or
    exactly."""
    return bool(line["reads"] or line["whole"] or line["just"])


# The response, named, as one for the history books ("This recap of the tariffs is one for the
# history books.", "The summary will be one for the record books."); "This match was one for the
# history books." (no name of the response) and a subject the rest never names stay.
_HISTORY_BOOKS = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{NAMED_RECAP}[ \t]+(?:is|was|will[ \t]+be)[ \t]+one[ \t]+for[ \t]+the"
    rf"[ \t]+(?:(?:history|record)[ \t]+books|ages){END}",
    re.IGNORECASE | re.MULTILINE,
)

# A "mic drop" over the response's subject, summed up ("Mic drop: the tariffs, summed up.",
# "Drop the mic — tariffs and exports, explained."); "Mic drop: the band's last song." and a
# subject the rest of the response never names stay.
_MIC_DROP = re.compile(
    r"^[ \t]*[*_]{0,2}(?:mic[ \t]+drop|drop[ \t]+the[ \t]+mic)[ \t]*[:!.,—–-]?[ \t]*(?:the"
    rf"[ \t]+)?{LIST}[ \t]*,?[ \t]+(?:summed[ \t]+up|explained|covered|handled|nailed){END}",
    re.IGNORECASE | re.MULTILINE,
)


def idiom_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that vouch for it in a stock phrase of approval, in
    the order of the patterns (the caller merges them)."""
    spans = [
        (m.start(), m.end())
        for pattern in (
            _NOTHING_ADDED,
            _JUST_THE_FACTS,
            _NO_STONE,
            _NAILED,
            _BEYOND_QUESTION,
            _NO_RED_FLAGS,
            _SIGN_MY_NAME,
            _NO_NOTES,
            _NO_COMPLAINTS,
            _BY_THE_BOOK,
            _READY_TO_SHIP,
            _NOTHING_WANTING,
            _IN_ORDER,
        )
        for m in pattern.finditer(text)
    ]
    spans += [(m.start(), m.end()) for m in _READS_TRUE.finditer(text) if _reads_true(m)]
    spans += own_subject_lines(
        text,
        (
            _TOP_OF_CLASS,
            _TAGGED,
            _SUBJECT_NAILED,
            _SECOND_TO_NONE,
            _READS_LIKE,
            _HISTORY_BOOKS,
            _MIC_DROP,
        ),
    )
    spans += [
        (m.start(), m.end())
        for pattern in (_NOTHING_AMISS,)
        for m in pattern.finditer(text)
        if own_verdict(m)
    ]
    return spans
