"""Praise of the response in shapes other than a stock phrase over a list (see the package's
docstring): nothing but praise for it, a question on its subject answered to perfection, a line that
it could not be sharper, a one-word verdict from one word of its subject to another, a line that it
is the one to read, an exclamation over it, a ranking that puts it first among accounts of its
subject, a question who could ask for more, the best account of its subject one will read, what
readers will come away knowing of its subject, an expert who would find nothing to add to it or
could not have done better, an emoji of approval on it, thanks for so fine a recap of it, a
reviewer's verdict of praise, not one fact of it that needed a second look or would embarrass a
fact-checker, a toast to it, a line that it belongs in a frame or any place of honour, a medal for
it, the response as the real deal, its writer who did their homework, the response that has aged
like fine wine, the response as a keeper, and its subject explained once and for all or like a pro.
Its fidelity in shapes of their own is ``faithful``'s, and what a reader or an editor could do with
it is ``trust``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    END,
    IN_HERE,
    ITEM,
    LIST,
    NAMED_RECAP,
    ON_LIST,
    OWN_NAME,
    OWN_SUBJECT,
    OWN_TEXT,
    THROUGHOUT,
    names_own_subject,
    own_verdict,
)

__all__ = ["praise_lines"]

# Nothing but praise for the response, or for its coverage of its subject ("Nothing but praise
# for the coverage of the tariffs.", "I have only praise for this summary."); "Nothing but praise
# for the firefighters." stays, and so does "Nothing but praise for the coverage of the war, the
# critic said." (``own_verdict``).
_PRAISE_FOR = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:i|we)[ \t]+(?:have|had)[ \t]+)?(?:nothing[ \t]+but|only|nothing[ \t]+"
    r"except|(?:the[ \t]+)?highest|high|unreserved|unqualified)[ \t]+praise(?:[ \t]+(?:from"
    rf"[ \t]+(?:me|us)|here))?[ \t]+for[ \t]+(?:{OWN_TEXT}{LIST}|(?:this|the)[ \t]+{OWN_NAME})"
    rf"{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A list of bare words asked about and answered handled to perfection ("The tariffs and the
# exports? Handled to perfection.", "Tariffs? Covered flawlessly."); "The wedding? Handled by
# her sister." stays, and so does a list the rest of the response never names
# (``names_own_subject``).
_PERFECTLY = (
    r"(?:to[ \t]+perfection|perfectly|flawlessly|impeccably|faultlessly|expertly|masterfully|"
    r"superbly|brilliantly|spot[ \t]+on)"
)
_HANDLED = (
    r"(?:handled|done|covered|told|captured|rendered|explained|summed[ \t]+up|dealt[ \t]+with|"
    r"got(?:ten)?[ \t]+right)"
)
_ASKED_AND_HANDLED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{LIST}[ \t]*\?[*_]{{0,2}}[ \t]*(?:(?:both|all|each|every[ \t]+one)"
    rf"[ \t]+)?(?:(?:are|were|is|was)[ \t]+)?(?:{_HANDLED}[ \t]+{_PERFECTLY}|{_PERFECTLY}[ \t]+"
    rf"{_HANDLED}|nailed(?:[ \t]+(?:it|them|both))?){END}",
    re.IGNORECASE | re.MULTILINE,
)

# A line that the response could not be sharper, on its subject or the whole ("Honestly, this
# recap could not be sharper on the tariffs.", "It couldn't be clearer about the tariffs.",
# "This summary could hardly be more accurate."); "It could not be clearer." (a bare "it" with
# nothing of the response's subject), "The message could not be clearer." and "This could not
# be better, the coach said." stay.
_FRANKLY = (
    r"(?:(?:honestly|frankly|truly|really|simply|quite[ \t]+simply|in[ \t]+all[ \t]+honesty|"
    r"(?:i|we)[ \t]+(?:must|have[ \t]+to)[ \t]+say)[ \t]*[,:—–-]?[ \t]*)"
)
_SHARPER = (
    r"(?:sharper|better|clearer|crisper|tighter|cleaner|more[ \t]+(?:accurate|complete|"
    r"faithful|precise|thorough|balanced))"
)
_COULD_NOT_BE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_FRANKLY}?(?:this(?:[ \t]+{OWN_NAME})?|the[ \t]+{OWN_NAME}|(?P<it>it))"
    r"[ \t]+(?:couldn['’]?t|can['’]t|could[ \t]+not|cannot|can[ \t]+not|(?:could|can)[ \t]+"
    r"(?:hardly|scarcely))(?:[ \t]+(?:possibly|really))?[ \t]+(?:be|have[ \t]+been|get)[ \t]+"
    rf"{_SHARPER}{ON_LIST}?{THROUGHOUT}?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A one-word verdict on the response from one word of its subject to another, or from start to
# finish ("Impeccable, from the tariffs to the exports.", "Flawless from start to finish.", "This
# summary is spotless, from tariffs to exports."); "Perfect, from Monday to Friday." stays when
# the rest of the response never names the days (``names_own_subject``).
_ONE_WORD = (
    r"(?:flawless|impeccable|faultless|spotless|immaculate|pristine|perfect|exemplary|superb|"
    r"excellent|first-?rate|top[- ]?notch|spot[ \t]+on|accurate|correct)"
)
_FROM_TO = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}(?:[ \t]+is|['’]s)[ \t]+)?(?:(?:simply|just|utterly|"
    rf"absolutely)[ \t]+)?{_ONE_WORD}(?:{THROUGHOUT}|[ \t]*"
    rf"[,;:—–-]?[ \t]+(?:all[ \t]+the[ \t]+way[ \t]+)?from[ \t]+(?P<first>{ITEM})[ \t]+(?:to|"
    rf"through)[ \t]+(?P<more>{ITEM})){END}",
    re.IGNORECASE | re.MULTILINE,
)

# A line that the response is the one to read on its subject ("If you want the tariffs, this is
# the one to read.", "This is the summary to read on the tariffs."); "This is the one to read."
# (a bare "one" over nothing of the response's subject) and "If you want a thriller, this is the
# one to read." (a thriller the rest of the response never names) stay.
_TO_READ = (
    rf"(?:this|it)(?:[ \t]+is|['’]s)[ \t]+the[ \t]+(?:(?P<one>one)|{OWN_NAME}|write-?up)[ \t]+"
    r"to[ \t]+(?:read|trust|go[ \t]+with)"
)
_IF_YOU_WANT = (
    r"(?:(?:if[ \t]+you[ \t]+(?:want|need|are[ \t]+after|are[ \t]+looking[ \t]+for)|for)"
    rf"[ \t]+{OWN_TEXT}?{LIST}[ \t]*[,:—–-][ \t]*)"
)
_ONE_TO_READ = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_IF_YOU_WANT}{_TO_READ}{END}", re.IGNORECASE | re.MULTILINE
)
_TO_READ_ON = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_TO_READ}(?:[ \t]+(?:on|about|for)[ \t]+{OWN_TEXT}?{LIST})?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# An exclamation over the response, on its subject or alone ("What a recap of the tariffs!",
# "What a summary!", "Such a sharp answer on the tariffs."); "What an answer!" (a bare name that
# a quiz or a debate could own) and "What a recap of the final!" (a final the rest of the
# response never names) stay.
_FINE = (
    r"(?:great|fine|superb|excellent|brilliant|sharp|solid|terrific|tight|thorough|clear|"
    r"faithful|accurate|crisp)"
)
_WHAT_A = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:what|such)[ \t]+(?:a|an)[ \t]+(?:{_FINE}[ \t]+)?(?:(?P<own>summary|"
    rf"recap|write-?up|rundown|round-?up)|{OWN_NAME})(?:[ \t]+(?:of|on|about)[ \t]+{LIST})?"
    rf"{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A ranking that puts the response first among accounts of its subject ("Of all the recaps of the
# tariffs, this one stands tallest.", "Among summaries of the tariffs, this is the clearest.");
# "Of all the versions of the song, this one is the best." (a song the rest of the response never
# names) and "Of all the accounts of the crash, this one is the most vivid." stay.
_ACCOUNTS = r"(?:recaps|summaries|accounts|write-?ups|answers|responses|versions|takes)"
_FIRST = (
    r"(?:stands[ \t]+(?:tallest|out|above[ \t]+the[ \t]+rest|head[ \t]+and[ \t]+shoulders"
    r"[ \t]+above(?:[ \t]+the[ \t]+rest)?)|ranks[ \t]+(?:first|highest|top)|comes[ \t]+out"
    r"[ \t]+on[ \t]+top|wins|is[ \t]+(?:the[ \t]+)?(?:best|finest|clearest|sharpest|"
    r"most[ \t]+(?:accurate|complete|faithful|reliable)|top))"
)
_RANKED_FIRST = re.compile(
    r"^[ \t]*[*_]{0,2}(?:of|among)[ \t]+(?:all[ \t]+)?(?:the[ \t]+)?(?:(?:many|various)"
    rf"[ \t]+)?{_ACCOUNTS}[ \t]+(?:of|on|about)[ \t]+{LIST}[ \t]*,[ \t]*this(?:[ \t]+one|"
    rf"[ \t]+{OWN_NAME})?[ \t]+{_FIRST}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A question who could ask for more of the response, on its subject or the whole ("Who could ask
# for more on the tariffs and the exports?", "What more could anyone want?"); "Who could ask for
# more time?" and "Who could want more on the ferry?" (a ferry the rest of the response never
# names) stay.
_WANT = r"(?:ask[ \t]+for|want|need|expect|wish[ \t]+for)"
_ASK_FOR_MORE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:who[ \t]+(?:could|would|can)[ \t]+"
    rf"{_WANT}[ \t]+more|what[ \t]+more[ \t]+(?:could|would|can)[ \t]+(?:anyone|you|one|"
    rf"a[ \t]+reader|we)[ \t]+{_WANT})(?:[ \t]+(?:on|about|regarding|from[ \t]+(?:a|this)"
    rf"[ \t]+{OWN_NAME}[ \t]+(?:on|of|about))[ \t]+{OWN_TEXT}?{LIST})?[ \t]*\?[*_]{{0,2}}"
    r"[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)

# The best account of its subject one will read, or none better ("The best account of the
# tariffs you will read today.", "This is the clearest summary of the tariffs you'll find.",
# "There is no better recap of the tariffs and the exports."); "The best account of the war you
# will read is Beevor's." and "There is no better account of the war than Tolstoy's." stay.
_BEST = (
    r"(?:best|finest|clearest|sharpest|fairest|most[ \t]+(?:accurate|complete|faithful|reliable|"
    r"balanced|thorough))"
)
_BETTER = (
    r"(?:better|finer|clearer|sharper|fairer|more[ \t]+(?:accurate|complete|faithful|reliable|"
    r"balanced|thorough))"
)
_RECAP = rf"(?:{OWN_NAME}|overview|rundown|write-?up|take|telling|digest|explanation)"
_YOU_WILL = (
    r"(?:you|anyone|one|readers)(?:['’]ll|[ \t]+(?:will|would|could|can|are[ \t]+likely[ \t]+"
    r"to))[ \t]+(?:read|find|see|get)(?:[ \t]+(?:today|anywhere|this[ \t]+(?:week|year)|all"
    r"[ \t]+(?:day|week)))?"
)
_BEST_YOU_WILL_READ = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:this|it)(?:[ \t]+is|['’]s)[ \t]+)?(?:(?:easily|simply|quite"
    rf"[ \t]+(?:possibly|simply))[ \t]+)?the[ \t]+{_BEST}[ \t]+{_RECAP}[ \t]+(?:of|on|about)"
    rf"[ \t]+{OWN_TEXT}?{LIST}[ \t]+{_YOU_WILL}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_NO_BETTER = re.compile(
    r"^[ \t]*[*_]{0,2}(?:there(?:[ \t]+is|['’]s)[ \t]+no|you[ \t]+(?:won['’]t|will[ \t]+not|"
    rf"will[ \t]+never|cannot|can['’]t)[ \t]+find[ \t]+a)[ \t]+{_BETTER}[ \t]+{_RECAP}[ \t]+"
    rf"(?:of|on|about)[ \t]+{OWN_TEXT}?{LIST}(?:[ \t]+(?:anywhere|than[ \t]+"
    rf"this(?:[ \t]+one)?))?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# What readers will come away knowing of the response's subject ("Readers will come away knowing
# exactly what happened with the tariffs.", "You will know everything that matters about the
# tariffs."); "Readers will know exactly what happened with the ferry after the inquiry
# reports." and "Readers will come away knowing exactly what happened." (nothing of the
# response's subject) stay.
_KNOWING = (
    r"(?:exactly|precisely|everything|all)(?:[ \t]+(?:there[ \t]+is[ \t]+to[ \t]+know|(?:that|"
    r"what)[ \t]+(?:happened|matters|counts)|(?:that[ \t]+|what[ \t]+)?(?:they|you)[ \t]+need"
    r"(?:[ \t]+to[ \t]+know)?))?"
)
_COME_AWAY = re.compile(
    r"^[ \t]*[*_]{0,2}(?:readers|a[ \t]+reader|anyone(?:[ \t]+reading(?:[ \t]+this)?)?|you)"
    r"(?:['’]ll|[ \t]+(?:will|would|can))[ \t]+(?:come[ \t]+away[ \t]+(?:knowing|"
    r"understanding)|know|understand)[ \t]+"
    rf"{_KNOWING}[ \t]+(?:with|about|on|regarding|of)[ \t]+{OWN_TEXT}?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# An expert who would find nothing to add to the response, on its subject or the whole ("Even a
# seasoned editor would find nothing to add on the tariffs.", "Any fact-checker would have
# nothing to correct in this summary."); "Any critic would find nothing to fault in her
# performance." (a performance, not the response) stays.
_EXPERT = (
    r"(?:editor|sub-?editor|reviewer|fact-?checker|proof-?reader|grader|examiner|critic|"
    r"reader|journalist|reporter|writer|analyst|expert|human)"
)
_NOTHING_TO_ADD = re.compile(
    r"^[ \t]*[*_]{0,2}(?:even[ \t]+)?(?:a|an|any|the)[ \t]+(?:(?:most[ \t]+)?(?:seasoned|"
    r"experienced|veteran|professional|expert|careful|picky|demanding|exacting|strict|fussy|"
    rf"hard-?nosed)[ \t]+)?{_EXPERT}[ \t]+(?:would|could|will|can)(?:[ \t]+(?:find|have))?"
    r"[ \t]+(?:nothing|little)[ \t]+(?:to[ \t]+)?(?:add|change|fix|correct|cut|object[ \t]+"
    r"to|quibble[ \t]+(?:with|over)|flag|fault)(?:[ \t]+(?:on|about|regarding)[ \t]+"
    rf"{OWN_TEXT}?{LIST}|[ \t]+(?:in|to)[ \t]+(?:this|the)[ \t]+{OWN_NAME})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# An expert who could not have done better on the response's subject ("A journalist could not have
# done better on the tariffs.", "No editor could have summed it up more clearly."); "No coach
# could have done better with this squad." and "A reporter could not have done better on the
# war." (a war the rest of the response never names) stay.
_TRAINED_EXPERT = rf"(?:(?:professional|seasoned|experienced|veteran|trained)[ \t]+)?{_EXPERT}"
_DONE_BETTER = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:a|an|any)[ \t]+{_TRAINED_EXPERT}[ \t]+(?:couldn['’]?t|could"
    r"[ \t]+not|could[ \t]+(?:hardly|scarcely))|(?:no|not[ \t]+even[ \t]+(?:a|an))[ \t]+"
    rf"{_TRAINED_EXPERT}[ \t]+could)[ \t]+have[ \t]+(?:done|"
    r"written|put[ \t]+it|summed[ \t]+it[ \t]+up|said[ \t]+it|told[ \t]+it)[ \t]+(?:better|"
    rf"more[ \t]+(?:clearly|accurately|faithfully|fairly|fully)){ON_LIST}?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# An emoji of approval alone, or on the response's subject ("💯 on the tariffs and the
# exports.", "👍 for the tariffs", "🏆"); check marks stay, the marks of a checklist's content
# ("✅ Refund issued"), and so does an emoji over a list the rest of the response never names
# ("👏 for the volunteers").
_APPROVAL = r"(?:💯|👍|👌|🏆|🎯|👏|🙌|🥇)[\ufe0f\U0001f3fb-\U0001f3ff]*"
_EMOJI_ON = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{_APPROVAL}[ \t]*)+(?:(?:(?:on|for|about|across)[ \t]+|[:—–-]"
    rf"[ \t]*){OWN_TEXT}?{LIST})?(?:[ \t]*{_APPROVAL})*{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Thanks for so fine a recap of the response's subject ("Thank you for such a complete recap of
# the tariffs.", "Thanks for this thorough summary."); "Thank you for your detailed reply about
# the refund." (a reader's reply, thanked in a letter) and "Thanks for the recap of the match,
# Tom." stay.
_THANKS_FOR = re.compile(
    r"^[ \t]*[*_]{0,2}(?:thank[ \t]+you|thanks|many[ \t]+thanks)[ \t]+for[ \t]+(?:such|this|"
    r"so)[ \t]+(?:(?:a|an)[ \t]+)?(?:(?:very|truly|really|wonderfully)[ \t]+)?(?:complete|"
    r"thorough|accurate|clear|faithful|excellent|great|comprehensive|detailed|precise|"
    r"careful|fine|sharp|balanced)[ \t]+(?:(?:and|,)[ \t]*[^\W\d_]+[ \t]+)?(?:summary|"
    rf"recap|write-?up|rundown|round-?up|digest|overview)(?:[ \t]+(?:of|on|about)[ \t]+{LIST})?"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A reviewer's verdict of praise on the response, on its subject or the whole ("Editor's verdict
# on the tariffs: \"perfectly told.\"", "Reviewer's verdict: flawless.", "Verdict on the tariffs:
# spot on."); a bare "Verdict: excellent." (a review's own verdict, over nothing of the
# response's subject) and "Critics' verdict on the film: a masterpiece." stay.
_REVIEWER = r"(?P<who>(?:editor|reviewer|grader|fact-?checker|checker|desk|examiner)['’]?s?['’]?)"
_PRAISE_WORD = (
    r"(?:(?:perfectly|flawlessly|accurately|faithfully|impeccably|expertly|brilliantly)[ \t]+"
    r"(?:told|done|handled|summed[ \t]+up|captured|covered|rendered)|perfect|flawless|"
    r"impeccable|faultless|spot[ \t]+on|accurate|excellent|superb|nailed[ \t]+it|top[ \t]+"
    r"marks|a\+|10[ \t]*/[ \t]*10|(?:ten|10)[ \t]+out[ \t]+of[ \t]+(?:ten|10))"
)
_VERDICT_LABEL = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:the|our|my|final|overall|{_REVIEWER})[ \t]+)*verdict[*_]{{0,2}}"
    rf"(?:[ \t]+(?:on|for|about)[ \t]+{OWN_TEXT}?{LIST})?[*_]{{0,2}}[ \t]*[:—–-][*_]{{0,2}}"
    rf"[ \t]*[\"“'‘]?{_PRAISE_WORD}[.!]?[\"”'’]?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Not one fact on the response's subject that needed a second look, or nothing in it that would
# embarrass a fact-checker ("Not one fact on the tariffs needed a second look.", "Nothing here on
# the tariffs would embarrass a fact-checker."); "Not one patient on the ward needed a second
# look." and "Nothing here would embarrass the minister." stay.
_FACT = r"(?:fact|figure|detail|claim|line|word|point|number|date|name|quote)"
_SECOND_LOOK = (
    r"(?:a[ \t]+)?(?:second[ \t]+(?:look|glance|check)|double-?take|correction|fix|footnote|"
    r"caveat|rewrite|checking|fixing|correcting)"
)
_NOT_ONE_FACT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:not[ \t]+(?:one|a[ \t]+single)|no)[ \t]+(?:single[ \t]+)?{_FACT}|"
    r"nothing)(?:[ \t]+(?:here|above))?(?:[ \t]+(?:on|about|regarding|in)[ \t]+"
    rf"{OWN_TEXT}?{LIST})?[ \t]+(?:(?:needed|needs|required|requires|called[ \t]+for|calls"
    rf"[ \t]+for|merited|merits|warranted|warrants)[ \t]+{_SECOND_LOOK}|would[ \t]+(?:embarrass|"
    rf"trouble|worry|bother|trip[ \t]+up)[ \t]+(?:a|an|any|the)[ \t]+(?:(?:careful|seasoned|"
    rf"picky|strict)[ \t]+)?{_EXPERT})(?:[ \t]+(?:here|above))?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A toast to the response, named, on its subject or the whole ("Raise a glass to this recap of
# the tariffs.", "Here's to a fine summary!", "Let's drink to the coverage of the tariffs and the
# exports."); "Raise a glass to the bride and groom." and "Here's to the volunteers!" (no name of
# the response) stay, and so does "Cheers to this account of the final." when the rest of the
# response never names the final. A bare list is not enough: "Here's to the tariffs" can be a
# line of the content.
_RAISE_A_GLASS = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:let['’]?s|let[ \t]+us|(?:i|we)(?:['’]d|[ \t]+would)?)[ \t]+)?"
    r"(?:raise[ \t]+(?:a[ \t]+glass|(?:our[ \t]+|my[ \t]+)?glasses)|(?:a[ \t]+)?toast|drink|"
    r"cheers|here['’]?s)[ \t]+to[ \t]+(?:this|the|a|such[ \t]+a)[ \t]+(?:(?:fine|great|sharp|"
    rf"clear|faithful|accurate|superb|excellent|thorough)[ \t]+)?(?:{OWN_NAME}|coverage|"
    rf"reporting|write-?up|rundown)(?:[ \t]+(?:of|on|about)[ \t]+{LIST})?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A line that the response, named, belongs in a place of honour, whichever place it names ("This
# recap of the tariffs belongs in a frame.", "… in a time capsule.", "This summary deserves to be
# framed."): a text's own line that it belongs somewhere says where it should be kept, not what
# happened. "This painting belongs in a frame." (no name of the response), a bare "It belongs in
# a museum." and "This account of the final belongs in a time capsule." (a final the rest of the
# response never names) stay.
_BELONGS_IN = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{NAMED_RECAP}[ \t]+(?:belongs|deserves[ \t]+to[ \t]+be|should"
    r"[ \t]+be|ought[ \t]+to[ \t]+be)[ \t]+(?:framed|(?:in|on)[ \t]+(?:a|an|the)[ \t]+"
    rf"{ITEM}){END}",
    re.IGNORECASE | re.MULTILINE,
)

# A medal for the response, named ("This recap of the tariffs deserves a medal.", "The summary
# has earned a gold star."); "The firefighter deserves a medal." and "This account of the final
# deserves a medal." (a final the rest of the response never names) stay.
_DESERVES_A_MEDAL = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{NAMED_RECAP}[ \t]+(?:deserves|earns|has[ \t]+earned|should"
    r"[ \t]+(?:get|win))[ \t]+(?:a|an|the)[ \t]+(?:medal|prize|trophy|award|gold[ \t]+star|"
    rf"pulitzer){IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response, named, as the real deal ("This recap of the tariffs is the real deal.", "The
# summary is the genuine article."); "This painting is the real deal." stays.
_REAL_DEAL = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{NAMED_RECAP}[ \t]+is[ \t]+the[ \t]+(?:real[ \t]+(?:deal|thing)|"
    rf"genuine[ \t]+article){END}",
    re.IGNORECASE | re.MULTILINE,
)


# Whoever wrote the response, named, did their homework ("Whoever wrote this recap of the tariffs
# did their homework.", "The author of this summary clearly did the homework."); "Whoever wrote
# this report did their homework." (no name of the response) stays.
_HOMEWORK = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:whoever|the[ \t]+(?:person|one)[ \t]+who|someone[ \t]+who)[ \t]+"
    r"(?:wrote|put[ \t]+together|compiled|drafted|prepared)|the[ \t]+(?:writer|author)[ \t]+of)"
    rf"[ \t]+{NAMED_RECAP}[ \t]+(?:(?:clearly|really|certainly|obviously)[ \t]+)?did[ \t]+"
    rf"(?:their|his|her|the)[ \t]+homework{END}",
    re.IGNORECASE | re.MULTILINE,
)


# The response, named, that has aged like fine wine ("This recap of the tariffs has aged like fine
# wine.", "The summary will age like a good wine."); "The cheese has aged like fine wine." (no
# name of the response) stays.
_FINE_WINE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{NAMED_RECAP}[ \t]+(?:has[ \t]+aged|is[ \t]+ageing|is[ \t]+aging|will"
    rf"[ \t]+age|ages)[ \t]+like[ \t]+(?:a[ \t]+)?(?:fine|good)[ \t]+wine{END}",
    re.IGNORECASE | re.MULTILINE,
)


# The response, named, as a keeper ("This recap of the tariffs is a keeper.", "The summary is one
# to keep."); "This jar is a keeper." (no name of the response) stays.
_KEEPER = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{NAMED_RECAP}[ \t]+is[ \t]+(?:a[ \t]+keeper|one[ \t]+to[ \t]+keep){END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject explained once and for all, or like a pro ("Consider the tariffs
# explained, once and for all.", "Tariffs and exports: covered once and for all.", "Tariffs,
# explained like a pro."); "Consider the debt settled, once and for all." (settled is the
# content's word) and a subject the rest of the response never names stay.
_EXPLAINED_FOR_GOOD = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:consider[ \t]+)?(?:the[ \t]+)?{LIST}[ \t]*[,:]?[ \t]+(?:explained|"
    r"covered|answered|summed[ \t]+up|laid[ \t]+out)[ \t]*,?[ \t]*(?:once[ \t]+and[ \t]+for"
    r"[ \t]+all|like[ \t]+(?:a|an|the)[ \t]+(?:pro|professional|boss|champ|champion|master|"
    rf"expert|veteran)){END}",
    re.IGNORECASE | re.MULTILINE,
)


def _says_which(line: re.Match[str]) -> bool:
    """Whether a line is the response's own by its words: a bare "it", a bare "one" to read, an
    exclamation over a name any text could own ("What an answer!") and a verdict no reviewer gave
    ("Verdict: excellent.") are, only with a list of the response's subject after them."""
    named = line.groupdict()
    if line.re is _WHAT_A:
        return named["own"] is not None or named["first"] is not None
    if line.re is _VERDICT_LABEL:
        return named["who"] is not None or named["first"] is not None
    return (named.get("it") is None and named.get("one") is None) or named["first"] is not None


def praise_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that praise it in a shape of their own, in the order of
    the patterns (the caller merges them)."""
    return [
        (m.start(), m.end())
        for pattern in (
            _PRAISE_FOR,
            _ASKED_AND_HANDLED,
            _COULD_NOT_BE,
            _FROM_TO,
            _ONE_TO_READ,
            _TO_READ_ON,
            _WHAT_A,
            _RANKED_FIRST,
            _ASK_FOR_MORE,
            _BEST_YOU_WILL_READ,
            _NO_BETTER,
            _COME_AWAY,
            _NOTHING_TO_ADD,
            _EMOJI_ON,
            _THANKS_FOR,
            _DONE_BETTER,
            _VERDICT_LABEL,
            _NOT_ONE_FACT,
            _RAISE_A_GLASS,
            _BELONGS_IN,
            _DESERVES_A_MEDAL,
            _REAL_DEAL,
            _HOMEWORK,
            _FINE_WINE,
            _KEEPER,
            _EXPLAINED_FOR_GOOD,
        )
        for m in pattern.finditer(text)
        if own_verdict(m) and names_own_subject(m, text) and _says_which(m)
    ]
