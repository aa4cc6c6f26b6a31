"""Lines that vouch for the response by what a reader, a fact-checker or an editor could do with it
(see the package's docstring): quote it without worry, sleep easy on its subject, need no second
source on it, take the day off on it, wave it through, see it survive a libel lawyer, set a watch by
it, teach its subject from it, take it to the bank, have read its source in reading it, put it on
the front page, be covered if its subject comes up, thank you for it, send it to print, bookmark it,
hand it to anyone who asks, stick it on the fridge, hire whoever wrote it, start a study of its
subject with it, feel they were there in reading it, or read it out in court. The response as all
a reader needs on its subject (the one thing to read, its source skipped, a cheat sheet...) is
``reading``'s, its fidelity to its source in shapes of their own ``faithful``'s, and the acclaim
it earns ``acclaim``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    END,
    IN_HERE,
    LIST,
    NAMED_RECAP,
    ON_LIST,
    OWN_NAME,
    OWN_NAMED,
    OWN_TEXT,
    SOURCE,
    WRITER_OF,
    own_subject_lines,
)

__all__ = ["trust_lines"]

# A reader who could quote the response on its subject without worry ("A reader could quote this
# on the tariffs without worry.", "You can cite every line here with confidence."); "You can
# quote me on that." and "Readers could quote the mayor on the ferry without worry." stay.
_QUOTE_THIS = re.compile(
    r"^[ \t]*[*_]{0,2}(?:a[ \t]+reader|readers|anyone|you|one)[ \t]+(?:could|can|may)[ \t]+"
    r"(?:safely[ \t]+)?(?:quote|cite|repeat|rely[ \t]+on|lean[ \t]+on)[ \t]+(?:this|it|every"
    rf"[ \t]+(?:line|word|sentence|fact)(?:[ \t]+(?:here|above))?|(?:this|the)[ \t]+{OWN_NAME})"
    rf"{ON_LIST}?[ \t]+(?:without[ \t]+(?:worry|hesitation|fear|a[ \t]+second[ \t]+thought|"
    rf"checking|concern)|with[ \t]+(?:full[ \t]+|complete[ \t]+|total[ \t]+)?confidence){END}",
    re.IGNORECASE | re.MULTILINE,
)

# Sleep easy on the response's subject ("Sleep easy on the tariffs.", "Sleep soundly about this
# summary of the exports."); "Sleep easy on a new mattress." (a mattress the rest of the response
# never names) and "Residents can sleep easy on the flood defences." (a sentence of its own)
# stay.
_SLEEP_EASY = re.compile(
    r"^[ \t]*[*_]{0,2}sleep[ \t]+(?:easy|soundly|well|tight)[ \t]+(?:on|about|over|regarding)"
    rf"[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# No reader who will need a second source on the response's subject ("Nobody will need a second
# source on the tariffs.", "You won't need another reference for this summary of the exports.");
# "You will need a second source on the tariffs." (no denial) and "Nobody will need a second dose
# of the vaccine." stay.
_SECOND_SOURCE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:nobody|no[ \t]+one|no[ \t]+reader)(?:[ \t]+(?:will|would|should))?"
    r"[ \t]+needs?|(?:you|readers|one)[ \t]+(?:won['’]t|will[ \t]+not|wouldn['’]t|would[ \t]+"
    r"not|don['’]t|do[ \t]+not)[ \t]+need)[ \t]+(?:a[ \t]+second|another|a[ \t]+further|any"
    r"[ \t]+other|a[ \t]+backup)[ \t]+(?:source|reference|check)[ \t]+(?:on|about|for|regarding)"
    rf"[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Fact-checkers who can take the day off on the response's subject or here ("Fact-checkers can
# take the day off on the tariffs.", "The copy desk could take the week off here."); "Nurses can
# take the day off on the holiday." stays, and so do a holiday the rest of the response never
# names and a bare "Editors can take the day off." (a newsroom's news).
_DAY_OFF = re.compile(
    r"^[ \t]*[*_]{0,2}(?:the[ \t]+)?(?:fact-?checkers?|proof-?readers?|sub-?editors?|editors?|"
    r"(?:fact-?check(?:ing)?|copy)[ \t]+desk)[ \t]+(?:can|could|may|might)[ \t]+take[ \t]+"
    rf"(?:the|a)[ \t]+(?:day|night|week|afternoon)[ \t]+off(?:{ON_LIST}|{IN_HERE}){END}",
    re.IGNORECASE | re.MULTILINE,
)

# An editor who would wave the response, named, through ("Any editor would wave this recap of the
# tariffs through.", "A fact-checker would pass this summary through."); "Any editor would wave
# this budget through." (no name of the response) stays.
_WAVE_THROUGH = re.compile(
    r"^[ \t]*[*_]{0,2}(?:any|every|an?|the)[ \t]+(?:sub-?editor|editor|fact-?checker|reviewer|"
    r"checker|copy[ \t]+desk)s?[ \t]+(?:would|could|will|can)[ \t]+(?:happily[ \t]+)?(?:wave|"
    rf"pass|let)[ \t]+{NAMED_RECAP}[ \t]+through{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response, named, that would survive a libel lawyer ("This recap of the tariffs would survive
# a libel lawyer.", "The summary would get past any legal review."); "The story would survive a
# libel lawyer." (no name of the response) stays.
_LIBEL_LAWYER = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{NAMED_RECAP}[ \t]+(?:would|could|will|can)[ \t]+(?:survive|pass|get"
    r"[ \t]+past|stand[ \t]+up[ \t]+to)[ \t]+(?:a|any|the)[ \t]+(?:(?:libel[ \t]+)?lawyer|"
    rf"legal[ \t]+(?:check|review|read)|libel[ \t]+(?:check|review|read)){END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reader who could set a watch by the response, named ("You could set your watch by this recap
# of the tariffs.", "One could set a clock by this summary."); "You could set your watch by the
# trains." stays.
_SET_YOUR_WATCH = re.compile(
    r"^[ \t]*[*_]{0,2}(?:you|one|anyone|readers?)[ \t]+(?:could|can|may|might)[ \t]+set[ \t]+"
    rf"(?:your|one['’]s|their|a|the)[ \t]+(?:watch|clock)[ \t]+by[ \t]+{NAMED_RECAP}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reader who could teach the response's subject from it, named ("You could teach the tariffs
# from this recap.", "A teacher could build a lesson on the exports from this summary."); "You
# could teach the tariffs from this textbook." stays.
_TEACH_FROM = re.compile(
    r"^[ \t]*[*_]{0,2}(?:you|one|anyone|a[ \t]+teacher|teachers)[ \t]+(?:could|can|might)"
    r"[ \t]+(?:teach|build[ \t]+a[ \t]+(?:lesson|class|course)[ \t]+on)[ \t]+(?:the[ \t]+)?"
    rf"{LIST}[ \t]+(?:from|with|using|out[ \t]+of)[ \t]+{OWN_NAMED}(?:[ \t]+alone)?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reader who can take the response, named, to the bank ("You can take this recap of the tariffs
# to the bank.", "Take this summary to the bank."); "You can take this cheque to the bank." stays.
_TO_THE_BANK = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:you|one|anyone|readers?)[ \t]+(?:can|could|may)[ \t]+)?take[ \t]+"
    rf"{NAMED_RECAP}[ \t]+to[ \t]+the[ \t]+bank{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reader of the response, named, who has read its source ("Read this recap of the tariffs and
# you have read the article.", "Read the summary, and you've read the whole report."); "Read the
# novel and you have read the film." (no name of the response) stays.
_READ_ARTICLE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}read[ \t]+{NAMED_RECAP}[ \t]*,?[ \t]+and[ \t]+you(?:['’]ve|[ \t]+"
    rf"have|['’]ll[ \t]+have|[ \t]+will[ \t]+have)[ \t]+read[ \t]+the[ \t]+{SOURCE}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response, named, for the front page ("Put this recap of the tariffs on the front page.",
# "This summary belongs on page one."); "Put this story on the front page." (no name of the
# response) stays.
_FRONT = r"on[ \t]+(?:the[ \t]+)?(?:front[ \t]+page|page[ \t]+one)"
_PUT_ON_FRONT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:put|run|print|splash)[ \t]+{NAMED_RECAP}[ \t]+{_FRONT}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_BELONGS_ON_FRONT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{NAMED_RECAP}[ \t]+(?:belongs|deserves[ \t]+to[ \t]+(?:be|run)|should"
    rf"[ \t]+(?:be|run|go))[ \t]+{_FRONT}{END}",
    re.IGNORECASE | re.MULTILINE,
)


# If the response's subject comes up, the response, named, has the reader covered ("If the
# tariffs come up at dinner, this recap has you covered.", "Should the exports ever come up in a
# meeting, the summary has you covered."); "If rain comes up at the picnic, this tent has you
# covered." (no name of the response) stays, and so does a subject the rest of the response
# never names.
_HAS_YOU_COVERED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:if|should|when|whenever)[ \t]+(?:the[ \t]+)?"
    rf"{LIST}[ \t]+(?:ever[ \t]+)?comes?[ \t]+up(?:[ \t]+(?:at|over|in|during)(?:[ \t]+"
    r"[\w'’-]+){1,3})?[ \t]*,?[ \t]*"
    rf"{OWN_NAMED}[ \t]+(?:has|['’]s[ \t]+got|will[ \t]+have)[ \t]+you[ \t]+covered{END}",
    re.IGNORECASE | re.MULTILINE,
)

# An editor or a reader who will thank you for the response, named ("Your editor will thank you
# for this recap of the tariffs.", "Readers will thank you for the summary."); "Your editor will
# thank you for the cake." and "Your editor will thank you for this story." (no name of the
# response) stay.
_THANK_YOU_FOR = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:your|any|every|the)[ \t]+)?(?:sub-?editors?|editors?|boss|readers?|"
    r"teachers?|audience|fact-?checkers?|colleagues?)[ \t]+(?:will|would|are[ \t]+going[ \t]+"
    rf"to|is[ \t]+going[ \t]+to)[ \t]+thank[ \t]+you[ \t]+for[ \t]+{NAMED_RECAP}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response, named, ready to go to print ("This recap of the tariffs could go straight to
# print.", "The summary is ready for press as it stands."); "The story could go straight to
# print." (no name of the response) stays.
_TO_PRINT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{NAMED_RECAP}[ \t]+(?:(?:could|can|should|would|is[ \t]+ready[ \t]+to)"
    r"[ \t]+go[ \t]+(?:(?:straight|right|directly)[ \t]+)?to|is[ \t]+ready[ \t]+for)[ \t]+"
    rf"(?:print|press|the[ \t]+printers?)(?:[ \t]+as[ \t]+it[ \t]+stands)?{END}",
    re.IGNORECASE | re.MULTILINE,
)


# A reader told to bookmark the response, named ("Bookmark this recap of the tariffs.", "Pin the
# summary for later."); "Bookmark this page." and "Pin the notice to the board." (no name of the
# response) stay.
_BOOKMARK = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:bookmark|pin)[ \t]+{NAMED_RECAP}(?:[ \t]+for[ \t]+(?:later|good|"
    rf"future[ \t]+reference))?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reader told to keep the response, named, in sight: printed and stuck on the fridge, pinned to
# the wall ("Print this recap of the tariffs and stick it on the fridge.", "Stick the summary on
# your wall."); "Print the form and stick it on the fridge." and "Stick this notice on the door."
# (no name of the response) stay.
_ON_THE_FRIDGE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:print(?:[ \t]+out)?|cut[ \t]+out|save|copy|stick|pin|hang|tape)[ \t]+"
    rf"{NAMED_RECAP}(?:[ \t]+and[ \t]+(?:stick|pin|put|hang|tape)[ \t]+it)?[ \t]+"
    r"(?:on|to|above)[ \t]+(?:the|your|a)[ \t]+(?:fridge|refrigerator|wall|noticeboard|notice[ \t]+"
    rf"board|desk|mirror){END}",
    re.IGNORECASE | re.MULTILINE,
)

# An editor told to hire or reward whoever wrote the response, named ("Hire whoever wrote this
# recap of the tariffs.", "Promote the person who wrote the summary."); "Hire whoever wrote this
# report." (no name of the response) stays.
_HIRE_THE_WRITER = re.compile(
    r"^[ \t]*[*_]{0,2}(?:hire|promote|give[ \t]+a[ \t]+(?:raise|bonus|promotion)[ \t]+to)[ \t]+"
    rf"{WRITER_OF}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Anyone studying the response's subject told to start with the response ("Anyone studying the
# tariffs should start with this recap.", "Newcomers to the ferry can begin with the summary
# above."); "Anyone studying law should start with this textbook." (no name of the response)
# and a subject the rest of the response never names stay.
_START_HERE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:anyone|anybody|everyone|whoever|students?|newcomers?|beginners?)[ \t]+"
    r"(?:studying|learning(?:[ \t]+about)?|new[ \t]+to|curious[ \t]+about|reading[ \t]+up[ \t]+"
    rf"on|to)[ \t]+(?:the[ \t]+)?{LIST}[ \t]+(?:should|can|could|must)[ \t]+(?:start|begin)"
    rf"[ \t]+(?:with|from)[ \t]+{OWN_NAMED}{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response, named, to hand to anyone who asks ("Hand this recap of the tariffs to anyone who
# asks.", "Send the summary to anybody who wants to know."); "Hand this leaflet to anyone who
# asks." (no name of the response) stays.
_ANYONE_WHO_ASKS = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:hand|give|send|pass|show|forward)[ \t]+{NAMED_RECAP}[ \t]+to[ \t]+"
    r"(?:anyone|anybody|whoever|everyone|everybody)(?:[ \t]+who[ \t]+(?:asks|wants[ \t]+to"
    rf"[ \t]+know|is[ \t]+curious))?{END}",
    re.IGNORECASE | re.MULTILINE,
)


# A reader of the response, named, who will feel they were there ("Whoever reads this recap of the
# tariffs will feel they were there.", "Readers of the summary will feel as if they had been
# there."); "Whoever reads this diary will feel they were there." (no name of the response) stays.
_WERE_THERE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:whoever|anyone[ \t]+who|everyone[ \t]+who)[ \t]+reads|readers[ \t]+"
    rf"of|a[ \t]+reader[ \t]+of)[ \t]+{NAMED_RECAP}[ \t]+(?:will|would)[ \t]+feel[ \t]+(?:as[ \t]+"
    r"if[ \t]+|like[ \t]+)?(?:they|he[ \t]+or[ \t]+she)[ \t]+(?:were|had[ \t]+been)[ \t]+there"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response, named, that a reader could read out in court ("You could read this recap of the
# tariffs out in court.", "A lawyer could cite the summary in a courtroom."); "You could read the
# verdict out in court." (no name of the response) stays.
_IN_COURT = re.compile(
    r"^[ \t]*[*_]{0,2}(?:you|one|anyone|a[ \t]+lawyer|lawyers)[ \t]+(?:could|can|might)[ \t]+"
    rf"(?:read|cite|quote|present)[ \t]+{NAMED_RECAP}(?:[ \t]+out)?[ \t]+in[ \t]+"
    rf"(?:court|a[ \t]+court(?:room)?|the[ \t]+courtroom){END}",
    re.IGNORECASE | re.MULTILINE,
)


def trust_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that vouch for it by what a reader, a fact-checker or an
    editor could do with it, in the order of the patterns (the caller merges them)."""
    return own_subject_lines(
        text,
        (
            _QUOTE_THIS,
            _SLEEP_EASY,
            _SECOND_SOURCE,
            _DAY_OFF,
            _WAVE_THROUGH,
            _LIBEL_LAWYER,
            _SET_YOUR_WATCH,
            _TEACH_FROM,
            _TO_THE_BANK,
            _READ_ARTICLE,
            _PUT_ON_FRONT,
            _BELONGS_ON_FRONT,
            _HAS_YOU_COVERED,
            _THANK_YOU_FOR,
            _TO_PRINT,
            _BOOKMARK,
            _ANYONE_WHO_ASKS,
            _ON_THE_FRIDGE,
            _HIRE_THE_WRITER,
            _START_HERE,
            _WERE_THERE,
            _IN_COURT,
        ),
    )
