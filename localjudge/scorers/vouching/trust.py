"""Lines that vouch for the response by what a reader, a fact-checker or an editor could do with it
(see the package's docstring): quote it without worry, sleep easy on its subject, need no second
source on it, take the day off on it, wave it through, see it survive a libel lawyer, set a watch by
it, teach its subject from it, take it to the bank, have read its source in reading it, put it on
the front page, be covered if its subject comes up, thank you for it, send it to print, bookmark it,
hand it to anyone who asks, stick it on the fridge, hire whoever wrote it, start a study of its
subject with it, need not look its subject up again after it or find nothing more to say about it,
take it as required reading, field any question on its subject after it, skip its source, read it
as the one thing on its subject, be up to speed on its subject after one read, forward it to anyone
following its subject, start and stop with it, tell a friend about its subject and send it to them,
need do no homework on its subject, keep it as a cheat sheet, pin it to the top of their notes,
walk into any meeting on its subject with it, feel they were there in reading it, or read it out
in court. Its fidelity to its source in shapes of their own is ``faithful``'s, and the acclaim it
earns ``acclaim``'s."""

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
    OWN_SUBJECT,
    OWN_TEXT,
    SOURCE,
    SUBJECT_THEN,
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
# (no name of the response) stay. The look-behind keeps "and stick it" out of the listed subject.
_ON_THE_FRIDGE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:print(?:[ \t]+out)?|cut[ \t]+out|save|copy|stick|pin|hang|tape)[ \t]+"
    rf"{NAMED_RECAP}(?<!\bit)(?:[ \t]+and[ \t]+(?:stick|pin|put|hang|tape)[ \t]+it)?[ \t]+"
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


# No reader who will need to look the response's subject up again after it ("After this recap,
# nobody needs to look the tariffs up again.", "With the summary, you will never have to look up
# the exports again."); "After the storm, nobody needs to look the forecast up again." (no name
# of the response) and a subject the rest of the response never names stay.
_LOOK_IT_UP = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?P<after>(?:after|with)[ \t]+{OWN_NAMED}{IN_HERE}?[ \t]*,?[ \t]+)?"
    r"(?:(?:nobody|no[ \t]+one|no[ \t]+reader)[ \t]+(?:(?:will|would|should)[ \t]+)?(?:ever"
    r"[ \t]+)?(?:needs?|has|have)|(?:you|readers|one)[ \t]+(?:won['’]t|will[ \t]+not|wouldn['’]t|"
    r"would[ \t]+not|don['’]t|do[ \t]+not|will[ \t]+never|never)[ \t]+(?:need|have))[ \t]+to"
    rf"[ \t]+look[ \t]+(?:up[ \t]+)?{LIST}(?<!\bup)(?:[ \t]+up)?(?:[ \t]+again)?"
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
    rf"[ \t]+thing[ \t]+(?:about|on)[ \t]+{OWN_TEXT}?{LIST}(?<![ \t]this[ \t]week)"
    r"(?:[ \t]+(?:today|this[ \t]+week))?[ \t]*,?[ \t]+(?:make[ \t]+it|let[ \t]+it[ \t]+be|read)"
    rf"[ \t]+(?:this|{OWN_NAMED}){END}",
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
    r"(?:and[ \t]+|then[ \t]+)?(?:send|forward|show|share)[ \t]+(?:them[ \t]+(?:this|"
    rf"{OWN_NAMED})|(?:this|{OWN_NAMED})(?:[ \t]+(?:to|with)[ \t]+them)?){END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject with no homework asked of its reader ("The tariffs, no homework
# required.", "No homework needed on the exports."); a subject the rest of the response never
# names stays, and so does every such line in a response that speaks of homework itself
# ("Weekends: no homework required." in a summary of a school's rules).
_READING_ASKED = r"(?:homework|(?:prior|background|further|extra)[ \t]+reading|legwork)"
_READING_NAMED = re.compile(rf"\b{_READING_ASKED}\b", re.IGNORECASE)
_NO_HOMEWORK = re.compile(
    rf"{SUBJECT_THEN}no[ \t]+{_READING_ASKED}[ \t]+(?:required|needed|necessary){END}",
    re.IGNORECASE | re.MULTILINE,
)
_NO_HOMEWORK_ON = re.compile(
    rf"^[ \t]*[*_]{{0,2}}no[ \t]+{_READING_ASKED}[ \t]+(?:required|needed|necessary)[ \t]+"
    rf"(?:on|for|about)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response as the reader's cheat sheet on its subject ("Your cheat sheet for the tariffs, ready
# to use.", "This is your crib sheet on the exports."), to pin to the top of their notes on it
# ("Pin this to the top of your notes on the tariffs."), and to walk into any meeting on it with
# ("Walk into any meeting on the tariffs with this and hold your own.", "Take this recap into any
# briefing on the exports."); "Your cheat sheet for the exam is on page 2.", "Pin this to the top of
# your notes on the harbour." (named nowhere else) and "Walk into any meeting on the fares with a
# plan." stay.
_CHEAT_SHEET = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:this|it|here)(?:[ \t]+is|['’]s)[ \t]+)?(?:your|the|a)[ \t]+(?:cheat|"
    r"crib)[- \t]?sheet[ \t]+(?:for|on|to|about)[ \t]+"
    rf"{OWN_TEXT}?{LIST}(?:[ \t]*[,:—–-]?[ \t]*ready[ \t]+to[ \t]+(?:use|go))?{END}",
    re.IGNORECASE | re.MULTILINE,
)
_PIN_TO_TOP = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:pin|keep|put|save|stick)[ \t]+(?:this|{OWN_NAMED})[ \t]+(?:to|at|on)"
    r"[ \t]+(?:the[ \t]+)?top[ \t]+of[ \t]+your[ \t]+(?:notes|file|folder|reading[ \t]+list|"
    rf"list|board)[ \t]+(?:on|about|for)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_MEETING = r"(?:any|every|your[ \t]+next)[ \t]+(?:meeting|briefing|discussion|conversation|debate)"
_ANY_MEETING = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:walk|go|head)[ \t]+into[ \t]+{_MEETING}[ \t]+(?:on|about)[ \t]+"
    rf"{OWN_TEXT}?{LIST}[ \t]+with[ \t]+(?:this|{OWN_NAMED})(?:[ \t]*,?[ \t]+and[ \t]+hold"
    rf"[ \t]+your[ \t]+own)?{END}",
    re.IGNORECASE | re.MULTILINE,
)
_TAKE_INTO_MEETING = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:take|bring)[ \t]+(?:this|{OWN_NAMED})[ \t]+(?:into|to)[ \t]+"
    rf"{_MEETING}[ \t]+(?:on|about)[ \t]+{OWN_TEXT}?{LIST}{END}",
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
    rf"(?:read|cite|quote|present)[ \t]+{NAMED_RECAP}(?<!\bout)(?:[ \t]+out)?[ \t]+in[ \t]+"
    rf"(?:court|a[ \t]+court(?:room)?|the[ \t]+courtroom){END}",
    re.IGNORECASE | re.MULTILINE,
)


def _no_homework(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that ask no homework of its reader on its subject, where
    the rest of ``text`` never speaks of homework."""
    return [
        (start, end)
        for start, end in own_subject_lines(text, (_NO_HOMEWORK, _NO_HOMEWORK_ON))
        if _READING_NAMED.search(text[:start] + " " + text[end:]) is None
    ]


def trust_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that vouch for it by what a reader, a fact-checker or an
    editor could do with it, in the order of the patterns (the caller merges them)."""
    return _no_homework(text) + own_subject_lines(
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
            _WERE_THERE,
            _IN_COURT,
        ),
    )
