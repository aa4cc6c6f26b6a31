"""Lines that vouch for what the reader knows or can do after the response (see the package's
docstring): nothing to look up again after it and nothing more to say, any question on its subject
fielded after it, up to speed after one read, skimmed in minutes and remembered for weeks, read once
to know its subject cold, a reader who could explain its subject to anyone after it or sounds like
an expert on it, given to a newcomer for its subject to click, its subject that will never confuse
the reader again, no follow-up questions on it after the response, the reader now briefed on it, a
reader quizzed on it tomorrow who would pass with the response, one who walks in knowing nothing of
it and out knowing it all, no more guessing about it, friends who will think the reader read
everything on it, and a future self glad the reader read it. The response as reading matter is
``reading``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    AFTER_IT,
    AFTER_NAMED,
    END,
    IN_HERE,
    IT_AFTER,
    LIST,
    OWN_NAMED,
    OWN_SUBJECT,
    OWN_TEXT,
    OWN_THIS,
    own_subject_lines,
)

__all__ = ["afterwards_lines"]

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

# A reader of the response who can now field any question on its subject ("Ask me anything about
# the tariffs now.", "After this recap, quiz me on the exports.", "Readers could now answer any
# question on the tariffs."); "Ask me anything about the tariffs." (an offer, with no "now" or
# "after this recap") and a subject the rest of the response never names stay.
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
    rf"^[ \t]*[*_]{{0,2}}(?:(?:{AFTER_NAMED}[ \t]*,?|now[ \t]*,?)[ \t]+(?:{_ASK}|{_CAN}"
    rf"(?:now[ \t]+)?{_ANSWER})|{_CAN}now[ \t]+{_ANSWER}){_ON_IT}(?:[ \t]+now)?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# "Now" or "after this recap" after the subject.
_ASK_ME_AFTER = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{_ASK}|{_CAN}(?:now[ \t]+)?{_ANSWER}){_ON_IT}[ \t]+(?:now|"
    rf"{AFTER_NAMED}){END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reader up to speed on the response's subject after one read of it ("One read and you are up to
# speed on the tariffs.", "After this recap, you're up to date on the exports."); "One call and
# you are up to speed on the fares." and a subject the rest of the response never names stay.
_UP_TO_SPEED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:one|a[ \t]+single|a[ \t]+quick)[ \t]+(?:read|reading|pass)(?:[ \t]*,"
    rf"[ \t]*|[ \t]+and[ \t]+)|{AFTER_NAMED}[ \t]*,?[ \t]+)(?:you|readers|anyone)(?:[ \t]+are|"
    r"['’]re|[ \t]+will[ \t]+be|['’]ll[ \t]+be)[ \t]+(?:fully[ \t]+)?up[ \t]+to[ \t]+(?:speed|date)"
    rf"[ \t]+on[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reader who skims the response in minutes and remembers its subject for weeks ("Skim it in two
# minutes, remember the tariffs for weeks."), and who reads it once and knows its subject cold
# ("Read this once and you will know the tariffs cold."); "Skim the leaflet in two minutes,
# remember the fares for weeks." (no pointer at the response) and a subject the rest of the
# response never names stay.
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


# No more guessing about the response's subject ("No more guessing about the tariffs.", "No more
# guesswork on the exports after this recap."); "No more guessing about the bus times: the app
# shows them live." (a clause after it) and a subject the rest of the response never names stay.
_NO_MORE_GUESSING = re.compile(
    r"^[ \t]*[*_]{0,2}(?:no[ \t]+more|no[ \t]+need[ \t]+for|an[ \t]+end[ \t]+to)[ \t]+"
    r"(?:the[ \t]+)?(?:guessing|guesswork|wondering|head-?scratching)[ \t]+(?:about|on|over)[ \t]+"
    rf"{OWN_TEXT}?{LIST}{IT_AFTER}?{END}",
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

# A future self who will be glad the reader read the response on its subject ("Your future self
# will be glad you read this on the tariffs.", "Your future self will thank you for reading this
# recap about the exports."); "Your future self will be glad you read the contract on the
# tariffs." (no pointer at the response) and a subject the rest of the response never names stay.
_FUTURE_SELF = re.compile(
    r"^[ \t]*[*_]{0,2}(?:your|the[ \t]+reader['’]s)[ \t]+future[ \t]+self[ \t]+(?:will|would|"
    r"is[ \t]+going[ \t]+to)[ \t]+(?:be[ \t]+(?:so[ \t]+)?(?:glad|grateful|happy|thankful)"
    r"[ \t]+(?:that[ \t]+)?you(?:['’]ve|[ \t]+have)?[ \t]+read|thank[ \t]+you[ \t]+for"
    rf"[ \t]+reading)[ \t]+{OWN_SUBJECT}[ \t]+(?:on|about)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)


def afterwards_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that vouch for what its reader knows or can do after it,
    in the order of the patterns (the caller merges them)."""
    return own_subject_lines(
        text,
        (
            _LOOK_IT_UP,
            _NOTHING_MORE,
            _ASK_ME_NOW,
            _ASK_ME_AFTER,
            _UP_TO_SPEED,
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
            _NO_MORE_GUESSING,
            _FRIENDS_THINK,
            _FUTURE_SELF,
        ),
    )
