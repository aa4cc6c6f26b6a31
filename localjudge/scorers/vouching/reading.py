"""Lines that vouch for the response as all a reader needs on its subject (see the package's
docstring): nothing to look up again after it and nothing more to say, required reading, any
question on its subject fielded after it, its source skipped, the one thing to read on it, up to
speed after one read, worth forwarding, the place to start and stop, a friend told and sent it, no
homework or assembly asked, a cheat sheet, a shortcut or a one-stop shop, pinned to the top of the
reader's notes, taken into any meeting on its subject, saved for the next time it comes up, skimmed
in minutes and remembered for weeks, read once to know its subject cold, a reader who could explain
its subject to anyone after it or sounds like an expert on it, given to a newcomer for its subject
to click, its subject that will never confuse the reader again, no follow-up questions on it after
the response, the reader now briefed on it, a reader quizzed on it tomorrow who would pass with the
response, one who walks in knowing nothing of it and out knowing it all, its subject in the time it
takes to finish a coffee, all of it on one page, no more guessing about it, friends who will think
the reader read everything on it, the reader's map to it, and its subject put on autopilot with it.
What a reader, a fact-checker or an editor could do with it otherwise is ``trust``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    AFTER_IT,
    END,
    IN_HERE,
    IT_AFTER,
    LIST,
    ON_LIST,
    OWN_NAMED,
    OWN_SUBJECT,
    OWN_TEXT,
    OWN_THIS,
    SOURCE,
    SUBJECT_THEN,
    own_subject_lines,
    unless_spoken_of,
)

__all__ = ["reading_lines"]

# No reader who will need to look the response's subject up again after it ("After this recap,
# nobody needs to look the tariffs up again.", "With the summary, you will never have to look up
# the exports again."); "After the storm, nobody needs to look the forecast up again." (no name
# of the response) and a subject the rest of the response never names stay.
_LOOK_IT_UP = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?P<after>(?:after|with)[ \t]+{OWN_NAMED}{IN_HERE}?[ \t]*,?[ \t]+)?"
    r"(?:(?:nobody|no[ \t]+one|no[ \t]+reader)[ \t]+(?:(?:will|would|should)[ \t]+)?(?:ever"
    r"[ \t]+)?(?:needs?|has|have)|(?:you|readers|one)[ \t]+(?:won['’]t|will[ \t]+not|wouldn['’]t|"
    r"would[ \t]+not|don['’]t|do[ \t]+not|will[ \t]+never|never)[ \t]+(?:need|have))[ \t]+to"
    rf"[ \t]+look[ \t]+(?:up[ \t]+)?{LIST}(?:[ \t]+up)?(?:[ \t]+again)?"
    rf"(?(after)|[ \t]+(?:after|with)[ \t]+{OWN_NAMED}{IN_HERE}?){END}",
    re.IGNORECASE | re.MULTILINE,
)

# Nothing more to say about the response's subject after it, named or not ("After this recap,
# there is nothing more to say about the tariffs.", "Nothing left to add on the tariffs after the
# summary.", "There is nothing more to know about the tariffs."); "There is nothing more to say
# about the case, the lawyer said." (``SAID``) and a subject the rest of the response never names
# stay.
_NOTHING_MORE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:after|with|beyond)[ \t]+{OWN_NAMED}{IN_HERE}?[ \t]*,?[ \t]+)?"
    r"(?:(?:there[ \t]+is|there['’]s|there[ \t]+will[ \t]+be|you[ \t]+have)[ \t]+)?nothing[ \t]+"
    r"(?:more|else|left)[ \t]+to[ \t]+(?:say|add|know|learn|tell|read)[ \t]+(?:about|on)[ \t]+"
    rf"{LIST}(?:[ \t]+(?:after|beyond)[ \t]+{OWN_NAMED}{IN_HERE}?)?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response as required reading on its subject ("Required reading on the tariffs.", "This
# recap is essential reading on the tariffs and the exports.", "Required reading: this recap.");
# "Required reading: chapters 3 and 4." (named nowhere else) stays.
_REQUIRED_READING = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_NAMED}[ \t]+is[ \t]+)?(?:required|essential|compulsory|"
    r"mandatory|must)[ \t-]+read(?:ing)?(?:[ \t]+(?:on|about|for[ \t]+anyone[ \t]+following)"
    rf"[ \t]+{OWN_TEXT}?{LIST}|[ \t]*:[ \t]*{OWN_NAMED}){END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reader of the response who can now field any question on its subject ("Ask me anything about
# the tariffs now.", "After this recap, quiz me on the exports.", "Readers could now answer any
# question on the tariffs."); "Ask me anything about the tariffs." (an offer, with no "now" or
# "after this recap") and a subject the rest of the response never names stay.
_AFTER_IT = rf"(?:after|with|thanks[ \t]+to)[ \t]+{OWN_NAMED}{IN_HERE}?"
# "Ask me anything", "quiz us"; "readers could answer any question" ("now" may stand before
# "answer").
_ASK = (
    r"(?:go[ \t]+ahead[ \t]*,?[ \t]+)?(?:ask|quiz|test|grill|question)[ \t]+(?:me|us)"
    r"(?:[ \t]+(?:anything|any[ \t]+question|whatever[ \t]+you[ \t]+like))?"
)
_CAN = (
    r"(?:you|readers|anyone|a[ \t]+reader|i|we)[ \t]+(?:could|can|will[ \t]+be[ \t]+able[ \t]+"
    r"to|would[ \t]+be[ \t]+able[ \t]+to)[ \t]+"
)
_ANSWER = r"(?:answer|field|take|handle)[ \t]+(?:any|every)[ \t]+questions?"
_ON_IT = rf"[ \t]+(?:about|on)[ \t]+{OWN_TEXT}?{LIST}"
# "Now" or "after this recap" before the question, or "could now answer"; a closing "now" may
# follow.
_ASK_ME_NOW = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:{_AFTER_IT}[ \t]*,?|now[ \t]*,?)[ \t]+(?:{_ASK}|{_CAN}"
    rf"(?:now[ \t]+)?{_ANSWER})|{_CAN}now[ \t]+{_ANSWER}){_ON_IT}(?:[ \t]+now)?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# "Now" or "after this recap" after the subject.
_ASK_ME_AFTER = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{_ASK}|{_CAN}(?:now[ \t]+)?{_ANSWER}){_ON_IT}[ \t]+(?:now|"
    rf"{_AFTER_IT}){END}",
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
    rf"{SOURCE}s?{ON_LIST}?(?:[ \t]*,?[ \t]+(?:now|{_AFTER_IT}))?{END}",
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

# A reader up to speed on the response's subject after one read of it ("One read and you are up to
# speed on the tariffs.", "After this recap, you're up to date on the exports."); "One call and
# you are up to speed on the fares." and a subject the rest of the response never names stay.
_UP_TO_SPEED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:one|a[ \t]+single|a[ \t]+quick)[ \t]+(?:read|reading|pass)(?:[ \t]*,"
    rf"[ \t]*|[ \t]+and[ \t]+)|{_AFTER_IT}[ \t]*,?[ \t]+)(?:you|readers|anyone)(?:[ \t]+are|['’]re|"
    r"[ \t]+will[ \t]+be|['’]ll[ \t]+be)[ \t]+(?:fully[ \t]+)?up[ \t]+to[ \t]+(?:speed|date)"
    rf"[ \t]+on[ \t]+{OWN_TEXT}?{LIST}{END}",
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
_NO_HOMEWORK = re.compile(
    rf"{SUBJECT_THEN}no[ \t]+{_READING_ASKED}[ \t]+(?:required|needed|necessary){END}",
    re.IGNORECASE | re.MULTILINE,
)
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
    r"crib)[- \t]?sheet|short[- \t]?cut|fast[- \t]?track|one[- \t]?stop[ \t]+(?:shop|read|guide))"
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
# tariffs come up."), to skim in minutes and remember its subject for weeks ("Skim it in two
# minutes, remember the tariffs for weeks."), and to read once and know its subject cold ("Read
# this once and you will know the tariffs cold."); "Save the receipt for the next time the ferry
# comes up." and "Skim the leaflet in two minutes, remember the fares for weeks." (no pointer at
# the response) and a subject the rest of the response never names stay.
_SAVE_FOR_NEXT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:save|keep|bookmark|file)[ \t]+{OWN_THIS}[ \t]+for[ \t]+"
    r"(?:the[ \t]+next[ \t]+time|whenever|when)[ \t]+(?:the[ \t]+)?"
    rf"{LIST}(?:[ \t]+ever)?[ \t]+(?:comes?|crops?)[ \t]+up{END}",
    re.IGNORECASE | re.MULTILINE,
)
_SKIM_REMEMBER = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:skim|read)[ \t]+{OWN_SUBJECT}[ \t]+in[ \t]+(?:[\w-]+[ \t]+)?"
    r"minutes?[ \t]*[,;—–-]?[ \t]*(?:and[ \t]+)?(?:you(?:['’]ll|[ \t]+will)[ \t]+)?(?:remember|"
    rf"know|understand)[ \t]+(?:the[ \t]+)?{LIST}[ \t]+for[ \t]+(?:weeks|months|years|good|"
    rf"life){END}",
    re.IGNORECASE | re.MULTILINE,
)
_KNOW_COLD = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:read[ \t]+{OWN_SUBJECT}[ \t]+once|one[ \t]+read)[ \t]*,?"
    r"[ \t]+and[ \t]+you(?:['’]ll|[ \t]+will|[ \t]+)[ \t]*know[ \t]+(?:the[ \t]+)?"
    rf"{LIST}[ \t]+(?:cold|inside[ \t]+out|by[ \t]+heart|backwards){END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reader who could explain the response's subject to anyone after reading it ("After reading
# this, you could explain the tariffs to anyone."), and who sounds like an expert on it, by
# lunchtime or not ("Sound like an expert on the tariffs by lunchtime."); "You could explain the
# fares to anyone." (no pointer at the response) and a subject the rest of the response never
# names stay.
_EXPLAIN_TO_ANYONE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{AFTER_IT}(?:you|anyone|readers)[ \t]+(?:could|can|will[ \t]+be[ \t]+"
    rf"able[ \t]+to)[ \t]+explain[ \t]+(?:the[ \t]+)?{LIST}[ \t]+to[ \t]+(?:anyone|anybody|"
    rf"everyone|a[ \t]+child|a[ \t]+friend|your[ \t]+friends){END}",
    re.IGNORECASE | re.MULTILINE,
)
_EXPERT = (
    r"^[ \t]*[*_]{0,2}(?:you(?:['’]ll|[ \t]+will)[ \t]+)?sound[ \t]+like[ \t]+(?:an[ \t]+expert|"
    r"a[ \t]+pro|an[ \t]+insider)[ \t]+on[ \t]+(?:the[ \t]+)?"
)
_SOUND_EXPERT = re.compile(rf"{_EXPERT}{LIST}{END}", re.IGNORECASE | re.MULTILINE)
# With when ("by lunchtime"): a pattern of its own, so the list does not take the words of when.
_SOUND_EXPERT_BY = re.compile(
    rf"{_EXPERT}{LIST}[ \t]+(?:by[ \t]+(?:lunch(?:time)?|tonight|tomorrow|the[ \t]+end[ \t]+of"
    rf"[ \t]+the[ \t]+day)|in[ \t]+(?:minutes|no[ \t]+time)|after[ \t]+one[ \t]+read){END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response to give a newcomer for its subject to click ("Give this to a newcomer and the
# tariffs will click."), its subject that will never confuse the reader again ("The tariffs will
# never confuse you again after this."), and no follow-up questions on it after the response ("No
# follow-up questions on the tariffs after this."); "Give the keys to a newcomer and the door will
# click." (no pointer at the response) and a subject the rest of the response never names stay.
_NEWCOMER_CLICKS = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:give|hand|show|send)[ \t]+{OWN_SUBJECT}[ \t]+to[ \t]+"
    r"(?:a[ \t]+)?(?:newcomer|beginner|newbie|novice|anyone[ \t]+new)[ \t]*,?[ \t]+and[ \t]+"
    r"(?:the[ \t]+)?"
    rf"{LIST}[ \t]+(?:will|would)[ \t]+(?:click|make[ \t]+sense|fall[ \t]+into[ \t]+place){END}",
    re.IGNORECASE | re.MULTILINE,
)
_NEVER_CONFUSE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{AFTER_IT}?(?:the[ \t]+)?{LIST}"
    r"[ \t]+(?:will[ \t]+never|won['’]t[ \t]+ever|won['’]t)[ \t]+(?:confuse|puzzle|baffle|trip)"
    r"[ \t]+(?:you|anyone|readers)(?:[ \t]+up)?(?:[ \t]+again)?"
    rf"{IT_AFTER}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
_NO_FOLLOW_UP = re.compile(
    r"^[ \t]*[*_]{0,2}no[ \t]+(?:follow-?up|further|more)[ \t]+questions(?:[ \t]+(?:needed|left|"
    rf"required))?[ \t]+(?:on|about)[ \t]+{OWN_TEXT}?{LIST}{IT_AFTER}{END}",
    re.IGNORECASE | re.MULTILINE,
)


# The reader, told they are now briefed on the response's subject ("Consider yourself briefed on
# the tariffs.", "You are now fully up to date on the exports after this recap."); "You are briefed
# on safety before the dive." (no "now", no "consider yourself"), "Consider yourself warned." and
# a subject the rest of the response never names stay.
_BRIEFED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{AFTER_IT}?(?:consider[ \t]+yourself|"
    r"you(?:[ \t]+are|['’]re)[ \t]+now|now[ \t]+you(?:[ \t]+are|['’]re))[ \t]+(?:(?:fully|well|"
    r"properly)[ \t]+)?(?:briefed|informed|caught[ \t]+up|up[ \t]+to[ \t]+date|in[ \t]+the"
    rf"[ \t]+know)(?:[ \t]+(?:on|about)[ \t]+{OWN_TEXT}?{LIST})?(?:{IT_AFTER}|"
    rf"[ \t]+with[ \t]+{OWN_SUBJECT})?{END}",
    re.IGNORECASE | re.MULTILINE,
)


# A reader quizzed on the response's subject tomorrow who would pass with it ("Quizzed on the
# tariffs tomorrow? You would pass with this."), and who walks in knowing nothing of it and out
# knowing it all ("Walk in knowing nothing about the tariffs, walk out knowing it all."); "Quizzed
# on the fares tomorrow? You would pass with the leaflet." (no pointer at the response) and a
# subject the rest of the response never names stay.
_QUIZZED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:if[ \t]+you(?:['’]re|[ \t]+are|[ \t]+were|[ \t]+get)|get)[ \t]+)?"
    r"(?:quizzed|tested|examined|grilled)[ \t]+on[ \t]+"
    rf"{LIST}(?:[ \t]+(?:tomorrow|today|tonight))?[ \t]*[?,][ \t]*(?:then[ \t]+)?you(?:['’]d|"
    r"[ \t]+would|['’]ll|[ \t]+will|[ \t]+could|[ \t]+can)[ \t]+(?:pass|ace[ \t]+it|sail[ \t]+"
    rf"through)[ \t]+(?:with|thanks[ \t]+to|after)[ \t]+{OWN_THIS}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_WALK_OUT_KNOWING = re.compile(
    r"^[ \t]*[*_]{0,2}(?:you[ \t]+)?(?:walk|come|go)[ \t]+in[ \t]+knowing[ \t]+nothing[ \t]+"
    rf"(?:about|of|on)[ \t]+{LIST}[ \t]*[,;—–-]?[ \t]+(?:and[ \t]+)?(?:you[ \t]+)?(?:(?:walk|come|"
    r"go)[ \t]+(?:out|away)|leave)[ \t]+knowing[ \t]+(?:it[ \t]+all|everything|all[ \t]+of"
    rf"[ \t]+it){END}",
    re.IGNORECASE | re.MULTILINE,
)


# The response's subject in the time it takes to finish a coffee ("The tariffs, in the time it
# takes to finish a coffee.", "Tariffs and exports, over one coffee."), and all of it on one page
# ("One page, all of the tariffs.", "All of the exports on a single page."); "The ferry, in the
# time it takes to finish a coffee." where the response never names the ferry, and "One page,
# all of it in pencil." stay.
_OVER_A_COFFEE = re.compile(
    rf"{SUBJECT_THEN}(?:in[ \t]+the[ \t]+time[ \t]+it[ \t]+takes[ \t]+to[ \t]+(?:finish|drink|"
    r"have|make)|over|in|during)[ \t]+(?:a|one|your)[ \t]+(?:(?:morning|first)[ \t]+)?(?:coffee|"
    rf"cup[ \t]+of[ \t]+(?:coffee|tea)|tea|espresso|coffee[ \t]+break){END}",
    re.IGNORECASE | re.MULTILINE,
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


# No more guessing about the response's subject ("No more guessing about the tariffs.", "No more
# guesswork on the exports after this recap."); "No more guessing about the bus times: the app
# shows them live." (a clause after it) and a subject the rest of the response never names stay.
_NO_MORE_GUESSING = re.compile(
    r"^[ \t]*[*_]{0,2}(?:no[ \t]+more|no[ \t]+need[ \t]+for|an[ \t]+end[ \t]+to)[ \t]+"
    r"(?:the[ \t]+)?(?:guessing|guesswork|wondering|head-?scratching)[ \t]+(?:about|on|over)[ \t]+"
    rf"{OWN_TEXT}?{LIST}{IT_AFTER}?{END}",
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


# Friends who will think the reader read everything on the response's subject ("Your friends will
# think you read everything on the tariffs."); "Your friends will think you read everything on
# the harbour." (named nowhere else) stays.
_FRIENDS_THINK = re.compile(
    r"^[ \t]*[*_]{0,2}(?:your|the)[ \t]+(?:friends|colleagues|boss|family|readers)[ \t]+(?:will|"
    r"would)[ \t]+think[ \t]+you(?:['’]ve|[ \t]+have)?[ \t]+read[ \t]+(?:everything|every[ \t]+"
    rf"(?:article|report)|it[ \t]+all)[ \t]+(?:on|about)[ \t]+{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)


def _no_homework(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that ask no homework of its reader on its subject, where
    the rest of ``text`` never speaks of homework."""
    lines = own_subject_lines(text, (_NO_HOMEWORK, _NO_HOMEWORK_ON))
    return unless_spoken_of(text, lines, _READING_NAMED)


def reading_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that vouch for it as all a reader needs on its subject,
    in the order of the patterns (the caller merges them)."""
    return _no_homework(text) + own_subject_lines(
        text,
        (
            _LOOK_IT_UP,
            _NOTHING_MORE,
            _REQUIRED_READING,
            _ASK_ME_NOW,
            _ASK_ME_AFTER,
            _SKIP_SOURCE,
            _ONE_THING,
            _UP_TO_SPEED,
            _FORWARD_IT,
            _START_AND_STOP,
            _TELL_A_FRIEND,
            _CHEAT_SHEET,
            _PIN_TO_TOP,
            _ANY_MEETING,
            _TAKE_INTO_MEETING,
            _SAVE_FOR_NEXT,
            _SKIM_REMEMBER,
            _KNOW_COLD,
            _EXPLAIN_TO_ANYONE,
            _SOUND_EXPERT,
            _SOUND_EXPERT_BY,
            _NEWCOMER_CLICKS,
            _NEVER_CONFUSE,
            _NO_FOLLOW_UP,
            _BRIEFED,
            _QUIZZED,
            _WALK_OUT_KNOWING,
            _OVER_A_COFFEE,
            _ONE_PAGE,
            _ALL_ON_ONE_PAGE,
            _NO_MORE_GUESSING,
            _FRIENDS_THINK,
            _MAP_TO,
            _ON_AUTOPILOT,
        ),
    )
