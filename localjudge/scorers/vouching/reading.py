"""Lines that vouch for the response as reading matter that is all a reader needs on its subject
(see the package's docstring): required reading, its source skipped, the one thing to read on it,
worth forwarding, the place to start and stop, a friend told and sent it, no homework or assembly
asked, a cheat sheet or cliff notes, a shortcut or a one-stop shop, the reader's map to it or field
guide, handbook or owner's manual to it, pinned to the top of the reader's notes, taken into any
meeting on its subject, saved for the next time it comes up, its subject in the time it takes to
finish a coffee, all of it on one page, and its subject put on autopilot with it. What the reader
knows or can do after it is ``afterwards``'s; what a reader, a fact-checker or an editor could do
with it otherwise is ``trust``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    AFTER_NAMED,
    END,
    LIST,
    ON_LIST,
    OWN_NAMED,
    OWN_SUBJECT,
    OWN_TEXT,
    OWN_THIS,
    SOURCE,
    guarded_lines,
    own_subject_lines,
    subject_closing,
)

__all__ = ["reading_lines"]

# The response as required reading on its subject ("Required reading on the tariffs.", "This
# recap is essential reading on the tariffs and the exports.", "Required reading: this recap.");
# "Required reading: chapters 3 and 4." (named nowhere else) stays.
_REQUIRED_READING = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_NAMED}[ \t]+is[ \t]+)?(?:required|essential|compulsory|"
    r"mandatory|must)[ \t-]+read(?:ing)?(?:[ \t]+(?:on|about|for[ \t]+anyone[ \t]+following)"
    rf"[ \t]+{OWN_TEXT}?{LIST}|[ \t]*:[ \t]*{OWN_NAMED}){END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reader told they can skip the source on the response's subject ("You can skip the article on
# the tariffs.", "No need to read the whole report on the exports now."); "You can skip the queue
# at gate 3." (no source), "Readers can skip the report's appendix." and a subject the rest of the
# response never names stay.
_SKIP_SOURCE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:(?:you|readers|one|anyone)[ \t]+(?:can|could|may|might)[ \t]+"
    r"(?:(?:safely|now|happily|just)[ \t]+)?|(?:feel[ \t]+free[ \t]+to|go[ \t]+ahead[ \t]+and)"
    r"[ \t]+)?skip(?:[ \t]+reading)?|(?:there[ \t]+is[ \t]+|there['’]s[ \t]+)?no[ \t]+need"
    r"[ \t]+to[ \t]+read|(?:you|readers)[ \t]+(?:do[ \t]+not|don['’]t|need[ \t]+not|"
    r"needn['’]t)[ \t]+(?:need[ \t]+to[ \t]+)?read)[ \t]+(?:the|any)[ \t]+"
    rf"{SOURCE}s?{ON_LIST}?(?:[ \t]*,?[ \t]+(?:now|{AFTER_NAMED}))?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response as the one thing to read on its subject ("If you read one thing about the tariffs
# today, make it this.", "If you only read one thing on the exports, read this recap."); "If you
# read one thing about gardening, make it this book." (no name of the response) and a subject the
# rest of the response never names stay.
_ONE_THING = re.compile(
    r"^[ \t]*[*_]{0,2}if[ \t]+you[ \t]+(?:only[ \t]+)?read[ \t]+(?:one|only[ \t]+one|a[ \t]+single)"
    rf"[ \t]+thing[ \t]+(?:about|on)[ \t]+{OWN_TEXT}?{LIST}"
    r"(?:[ \t]+(?:today|this[ \t]+week))?[ \t]*,?[ \t]+(?:make[ \t]+it|let[ \t]+it[ \t]+be|read)"
    rf"[ \t]+{OWN_THIS}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response as worth forwarding to anyone following its subject ("Worth forwarding to anyone
# following the tariffs.", "This recap is worth sharing with everyone interested in the exports."),
# and the place to start and stop on its subject ("If the tariffs matter to you, start and stop
# here."); "Worth forwarding to anyone following the harbour." (named nowhere else) and "If the
# fare matters to you, start at gate 3." stay.
_FORWARD_IT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}(?:[ \t]+is|['’]s)[ \t]+)?worth[ \t]+"
    r"(?:forwarding|sharing|passing[ \t]+on|sending)[ \t]+(?:to|with)[ \t]+(?:anyone|everyone|"
    r"whoever|all)[ \t]+(?:who[ \t]+(?:follows|is[ \t]+following|cares[ \t]+about)|following|"
    rf"interested[ \t]+in|tracking|curious[ \t]+about)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_START_AND_STOP = re.compile(
    rf"^[ \t]*[*_]{{0,2}}if[ \t]+(?:the[ \t]+)?{LIST}[ \t]+(?:matters?|is[ \t]+what[ \t]+you[ \t]+"
    r"need)[ \t]+to[ \t]+you[ \t]*,?[ \t]+(?:start[ \t]+and[ \t]+(?:stop|end)|begin[ \t]+and"
    r"[ \t]+end|stop)[ \t]+here"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A friend to tell about the response's subject and send the response to ("Tell a friend about the
# tariffs: send them this.", "Tell your colleagues about the exports and share this recap with
# them."); "Tell a friend about the ferry: send them the timetable." (no name of the response) and a
# subject the rest of the response never names stay.
_TELL_A_FRIEND = re.compile(
    r"^[ \t]*[*_]{0,2}tell[ \t]+(?:a[ \t]+friend|your[ \t]+friends|a[ \t]+colleague|your[ \t]+"
    rf"colleagues|others|everyone)[ \t]+about[ \t]+{OWN_TEXT}?{LIST}[ \t]*[:;,—–-]?[ \t]*"
    r"(?:and[ \t]+|then[ \t]+)?(?:send|forward|show|share)[ \t]+"
    rf"(?:them[ \t]+{OWN_THIS}|{OWN_THIS}(?:[ \t]+(?:to|with)[ \t]+them)?){END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject with no homework or assembly asked of its reader ("The tariffs, no
# homework required.", "No homework needed on the exports.", "The tariffs, no assembly
# required."); a subject the rest of the response never names stays, and so does every such line
# in a response that speaks of homework or assembly itself ("Weekends: no homework required." in
# a summary of a school's rules, "The shelf, no assembly required." beside a word on assembling).
_READING = r"homework|(?:prior|background|further|extra)[ \t]+reading|legwork"
_READING_ASKED = rf"(?:{_READING}|(?:some[ \t]+)?assembly)"
_READING_NAMED = re.compile(rf"\b(?:{_READING}|assembl\w*)\b", re.IGNORECASE)
_NO_HOMEWORK = subject_closing(rf"no[ \t]+{_READING_ASKED}[ \t]+(?:required|needed|necessary)")
_NO_HOMEWORK_ON = re.compile(
    rf"^[ \t]*[*_]{{0,2}}no[ \t]+{_READING_ASKED}[ \t]+(?:required|needed|necessary)[ \t]+"
    rf"(?:on|for|about)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response as the reader's cheat sheet, shortcut or one-stop shop on its subject ("Your cheat
# sheet for the tariffs, ready to use.", "This is your crib sheet on the exports.", "Your shortcut
# to the tariffs.", "The one-stop shop for the exports."), to pin to the top of their notes on it
# ("Pin this to the top of your notes on the tariffs."), and to walk into any meeting on it with
# ("Walk into any meeting on the tariffs with this and hold your own.", "Take this recap into any
# briefing on the exports."); "Your cheat sheet for the exam is on page 2.", "Pin this to the top of
# your notes on the harbour." (named nowhere else) and "Walk into any meeting on the fares with a
# plan." stay.
_CHEAT_SHEET = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:this|it|here)(?:[ \t]+is|['’]s)[ \t]+)?(?:your|the|a)[ \t]+(?:(?:cheat|"
    r"crib)[- \t]?sheet|(?:cliff['’]?s?|spark|crib)[ \t]*notes|short[- \t]?cut|fast[- \t]?track|"
    r"one[- \t]?stop[ \t]+(?:shop|read|guide))"
    r"[ \t]+(?:for|on|to|about)[ \t]+"
    rf"{OWN_TEXT}?{LIST}(?:[ \t]*[,:—–-]?[ \t]*ready[ \t]+to[ \t]+(?:use|go))?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# The response as the reader's map or compass to its subject ("Consider this the map to the
# tariffs.", "Your roadmap to the exports."); "The map to the harbour." (no pointer at the response,
# no reader) and a subject the rest of the response never names stay.
_MAP_TO = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:consider[ \t]+{OWN_THIS}|{OWN_SUBJECT}(?:[ \t]+is|['’]s)|here['’]s)"
    r"[ \t]+(?:your|the|a)|your)[ \t]+(?:(?:treasure|road|street)[ \t]*)?(?:map|compass|sat-?nav|"
    rf"gps)[ \t]+(?:to|for|of|through)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
# The response as the reader's field guide, handbook or owner's manual to its subject ("The field
# guide to the tariffs.", "This recap is your handbook for the exports."); a subject the rest of the
# response never names stays, and so does every such line in a response that speaks of guides,
# manuals or handbooks ("The field guide to the birds." beside a word on other guidebooks).
_FIELD_GUIDE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:consider[ \t]+{OWN_THIS}|{OWN_SUBJECT}(?:[ \t]+is|['’]s)|here['’]s)"
    r"[ \t]+)?(?:your|the|a)[ \t]+(?:field[ \t]+guide|owner['’]s[ \t]+manual|users?['’]?[ \t]+"
    r"manual|survival[ \t]+guide|handbook|playbook)[ \t]+(?:to|for|of|on)[ \t]+"
    rf"{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_GUIDES_NAMED = re.compile(
    r"\b(?:(?:field[ \t]+)?guides?|guidebooks?|manuals?|handbooks?|playbooks?)\b",
    re.IGNORECASE,
)
_PIN_TO_TOP = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:pin|keep|put|save|stick)[ \t]+{OWN_THIS}[ \t]+(?:to|at|on)"
    r"[ \t]+(?:the[ \t]+)?top[ \t]+of[ \t]+your[ \t]+(?:notes|file|folder|reading[ \t]+list|"
    rf"list|board)[ \t]+(?:on|about|for)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_MEETING = r"(?:any|every|your[ \t]+next)[ \t]+(?:meeting|briefing|discussion|conversation|debate)"
_ANY_MEETING = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:walk|go|head)[ \t]+into[ \t]+{_MEETING}[ \t]+(?:on|about)[ \t]+"
    rf"{OWN_TEXT}?{LIST}[ \t]+with[ \t]+{OWN_THIS}(?:[ \t]*,?[ \t]+and[ \t]+hold"
    rf"[ \t]+your[ \t]+own)?{END}",
    re.IGNORECASE | re.MULTILINE,
)
_TAKE_INTO_MEETING = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:take|bring)[ \t]+{OWN_THIS}[ \t]+(?:into|to)[ \t]+"
    rf"{_MEETING}[ \t]+(?:on|about)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response to save for the next time its subject comes up ("Save this for the next time the
# tariffs come up."); "Save the receipt for the next time the ferry comes up." (no pointer at the
# response) and a subject the rest of the response never names stay.
_SAVE_FOR_NEXT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:save|keep|bookmark|file)[ \t]+{OWN_THIS}[ \t]+for[ \t]+"
    r"(?:the[ \t]+next[ \t]+time|whenever|when)[ \t]+(?:the[ \t]+)?"
    rf"{LIST}(?:[ \t]+ever)?[ \t]+(?:comes?|crops?)[ \t]+up{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject in the time it takes to finish a coffee ("The tariffs, in the time it
# takes to finish a coffee.", "Tariffs and exports, over one coffee."), and all of it on one page
# ("One page, all of the tariffs.", "All of the exports on a single page."); "The ferry, in the
# time it takes to finish a coffee." where the response never names the ferry, and "One page,
# all of it in pencil." stay.
_OVER_A_COFFEE = subject_closing(
    r"(?:in[ \t]+the[ \t]+time[ \t]+it[ \t]+takes[ \t]+to[ \t]+(?:finish|drink|"
    r"have|make)|over|in|during)[ \t]+(?:a|one|your)[ \t]+(?:(?:morning|first)[ \t]+)?(?:coffee|"
    r"cup[ \t]+of[ \t]+(?:coffee|tea)|tea|espresso|coffee[ \t]+break)"
)
_ONE_PAGE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:one|a[ \t]+single)[ \t]+page[ \t]*[,:—–-]?[ \t]+(?:all|every[ \t]+bit|"
    rf"everything)[ \t]+(?:of|on|about)[ \t]+{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_ALL_ON_ONE_PAGE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:all|every[ \t]+bit)[ \t]+of[ \t]+{LIST}[ \t]+on[ \t]+(?:one|a[ \t]+"
    rf"single)[ \t]+page{END}",
    re.IGNORECASE | re.MULTILINE,
)


# The response's subject put on autopilot with it ("Put the tariffs on autopilot with this.",
# "Set the exports on cruise control thanks to this recap."); "Put the ferry on autopilot with
# the app." (no pointer at the response) and a subject the rest of the response never names stay.
_ON_AUTOPILOT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:put|set|run)[ \t]+(?:the[ \t]+)?{LIST}[ \t]+on[ \t]+(?:autopilot|"
    rf"cruise[ \t]+control)[ \t]+(?:with|thanks[ \t]+to|after)[ \t]+{OWN_THIS}{END}",
    re.IGNORECASE | re.MULTILINE,
)


def reading_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that vouch for it as all a reader needs on its subject,
    in the order of the patterns (the caller merges them)."""
    return guarded_lines(
        text,
        (
            (_NO_HOMEWORK, _READING_NAMED),
            (_NO_HOMEWORK_ON, _READING_NAMED),
            (_FIELD_GUIDE, _GUIDES_NAMED),
        ),
    ) + own_subject_lines(
        text,
        (
            _REQUIRED_READING,
            _SKIP_SOURCE,
            _ONE_THING,
            _FORWARD_IT,
            _START_AND_STOP,
            _TELL_A_FRIEND,
            _CHEAT_SHEET,
            _PIN_TO_TOP,
            _ANY_MEETING,
            _TAKE_INTO_MEETING,
            _SAVE_FOR_NEXT,
            _OVER_A_COFFEE,
            _ONE_PAGE,
            _ALL_ON_ONE_PAGE,
            _MAP_TO,
            _ON_AUTOPILOT,
        ),
    )
