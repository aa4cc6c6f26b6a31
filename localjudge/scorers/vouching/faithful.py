"""Lines that vouch for the response's fidelity or soundness in shapes other than a stock phrase
over a list (see the package's docstring): as reliable as its source, its subject as it should be
told or told straight, the source that would recognise itself in it, whoever wrote the source
nodding along to it, every sentence of it that earns its place, its subject right from top to
bottom, down to the last comma or lining up with the article side by side, a line that it will hold
up for years, mistakes in it to be looked for elsewhere, the response as the answer key were its
subject an exam, its subject chapter and verse, nothing of it lost in translation, no daylight
between it and its source, its subject with nothing lost and nothing added, its subject with no
asterisks, the response that could stand in for its source, every line of it gospel, its subject
straight from the horse's mouth or an insider or heard as if from one, not a single liberty taken
with its subject, its subject as its source minus the padding, its subject as what happened, its
subject with no smoke and no mirrors, its subject boiled down without losing a drop, its subject
warts and all, and nothing in it that will ever need a retraction. What a reader, a fact-checker or
an editor could do with it is ``trust``'s."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    END,
    ERROR,
    IN_HERE,
    LIST,
    NAMED_RECAP,
    ON_LIST,
    OWN_NAME,
    OWN_NAMED,
    OWN_SUBJECT,
    OWN_TEXT,
    OWN_THIS,
    SOURCE_NAME,
    own_subject_lines,
    subject_closing,
)

__all__ = ["faithful_lines"]

# A line that the response is as reliable as its source, on its subject or the whole ("As
# reliable as the article itself on the tariffs.", "This summary is every bit as accurate as the
# source."); "As reliable as the old ferry." and "The poll is as accurate as the census." stay.
_AS_RELIABLE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{OWN_SUBJECT}(?:[ \t]+is|['’]s)[ \t]+)?(?:(?:every[ \t]+bit|just)"
    r"[ \t]+)?as[ \t]+(?:reliable|accurate|faithful|trustworthy|complete|precise|true|"
    rf"dependable)[ \t]+as[ \t]+the[ \t]+{SOURCE_NAME}(?:[ \t]+itself)?{ON_LIST}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject as it should be told ("The tariffs and the exports, as they should be
# told.", "Tariffs: told as it should be."); "The story of the flood, as it should be told." stays
# when the rest of the response never names the flood.
_TOLD = r"(?:told|reported|covered|summari[sz]ed)"
# ", nothing bent" after the verdict.
_NOTHING_BENT = (
    r"(?:[ \t]*[,;][ \t]*(?:nothing|not[ \t]+a[ \t]+thing)[ \t]+(?:bent|spun|twisted|"
    r"missing|left[ \t]+out))?"
)
_SHOULD_BE = (
    r"(?:(?:just|exactly)[ \t]+)?as[ \t]+(?:it|they)[ \t]+(?:should|ought[ \t]+to|deserves?"
    r"[ \t]+to)[ \t]+be(?:[ \t]+(?:told|reported|covered|summari[sz]ed|written))?"
)
_AS_IT_SHOULD_BE = subject_closing(
    rf"(?:{_SHOULD_BE}|{_TOLD}[ \t]+{_SHOULD_BE})"
    rf"{_NOTHING_BENT}"
)
# The response's subject told straight ("The tariffs: told straight, nothing bent.", "Tariffs and
# exports — reported fairly."); "The mayor: told straight, nothing bent." stays when the rest of
# the response never names the mayor.
_TOLD_STRAIGHT = subject_closing(
    rf"(?:{_TOLD}|played)[ \t]+(?:straight|true|"
    rf"fairly|without[ \t]+spin){_NOTHING_BENT}"
)

# Every sentence of the response, on its subject or here, earns its place ("Every sentence on the
# tariffs earns its place.", "Each line here earns its keep."); "Every sentence earns its place."
# (no subject of the response, nor "here": a critic's line on a novel) and "Every player on the
# squad earns his place." stay.
_EARNS_PLACE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:every|each)[ \t]+(?:single[ \t]+)?(?:sentence|line|word|paragraph|"
    rf"point|detail|fact)(?:{ON_LIST}|{IN_HERE})[ \t]+(?:earns|has[ \t]+earned|deserves)"
    rf"[ \t]+its[ \t]+(?:place|keep|spot){IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The source that would recognise itself in the response ("The original article would recognise
# itself in this recap of the tariffs.", "The reporter would recognise every line of this
# summary."); "The family would recognise itself in this account of the flood." (a family, not
# the source) stays, and so does a flood the rest of the response never names.
_RECOGNISE_ITSELF = re.compile(
    r"^[ \t]*[*_]{0,2}the[ \t]+(?:original[ \t]+)?(?:article|source|story|report|author|"
    r"writer|reporter|journalist)(?:['’]s[ \t]+(?:author|writer))?[ \t]+(?:would|could|will|"
    r"can)[ \t]+(?:easily[ \t]+)?recogni[sz]e[ \t]+(?:itself|themselves|himself|herself|"
    rf"every[ \t]+(?:line|word|sentence)(?:[ \t]+of)?|its[ \t]+own[ \t]+story)(?:[ \t]+in)?"
    rf"[ \t]+(?:this|the)[ \t]+{OWN_NAME}(?:[ \t]+(?:of|on|about)[ \t]+{LIST})?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Whoever wrote the response's source, who would nod along to it ("The reporter behind the
# article on the tariffs would nod along.", "The author of the report would agree with every line
# of this recap."); "The reporter behind the article on the strike was fired.", "The author of
# the report would not comment." and a subject the rest of the response never names stay.
_SOURCE_WRITER = (
    r"(?:(?:the|its)[ \t]+(?:reporters?|journalists?|authors?|writers?|correspondents?|"
    r"editors?)[ \t]+(?:behind|of|who[ \t]+(?:wrote|filed|broke))|whoever[ \t]+(?:wrote|filed|"
    rf"broke))[ \t]+the[ \t]+(?:original[ \t]+)?{SOURCE_NAME}{ON_LIST}?"
)
_NOD_ALONG = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_SOURCE_WRITER}[ \t]+(?:would|will|could)[ \t]+(?:happily[ \t]+|"
    r"surely[ \t]+|readily[ \t]+)?(?:nod(?:[ \t]+along|[ \t]+in[ \t]+agreement)?|agree|approve|"
    r"sign[ \t]+off|be[ \t]+(?:proud|pleased|happy|satisfied)|smile)(?:[ \t]+(?:with|to|of|on)"
    rf"[ \t]+(?:this|it|every[ \t]+(?:word|line)(?:[ \t]+of[ \t]+{OWN_NAMED})?|{OWN_NAMED}))?"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Top to bottom, the response's subject is right, before or after it ("Top to bottom, the
# tariffs are right.", "The tariffs are accurate, start to finish."); "Top to bottom, the house
# is clean." and "Top to bottom, the flood maps are right." (maps the rest of the response never
# names) stay.
_TOP = (
    r"(?:from[ \t]+)?(?:top[ \t]+to[ \t]+bottom|start[ \t]+to[ \t]+finish|beginning[ \t]+to"
    r"[ \t]+end|front[ \t]+to[ \t]+back|first[ \t]+(?:word|line)[ \t]+to[ \t]+last)"
)
_RIGHT = (
    r"(?:is|are)[ \t]+(?:(?:all|entirely|exactly|just)[ \t]+)?(?:right|correct|accurate|spot"
    r"[ \t]+on|faithful)"
)
_TOP_THEN_RIGHT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_TOP}[ \t]*[,:—–-]?[ \t]*{LIST}[ \t]+{_RIGHT}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_RIGHT_THEN_TOP = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{LIST}[ \t]+{_RIGHT}[ \t]*[,:—–-]?[ \t]*{_TOP}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response that will hold up for years, on its subject or the whole ("This recap of the
# tariffs will hold up for years.", "This summary will stand up to scrutiny."); "This bridge will
# hold up for years." and "It will hold up for years." (a bare "it": a roof, a truce) stay.
_HOLD_UP = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:this|the)[ \t]+{OWN_NAME}(?:[ \t]+(?:of|on|about)[ \t]+{LIST})?"
    r"[ \t]+(?:will|should|would|is[ \t]+going[ \t]+to)[ \t]+(?:hold[ \t]+up|stand[ \t]+up|"
    r"stand[ \t]+the[ \t]+test[ \t]+of[ \t]+time|age[ \t]+well|hold[ \t]+good)(?:[ \t]+"
    r"(?:for[ \t]+(?:years|decades|a[ \t]+long[ \t]+time)(?:[ \t]+to[ \t]+come)?|over[ \t]+"
    rf"time|(?:to|under)[ \t]+(?:any[ \t]+)?scrutiny)){{0,2}}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject, right down to the last comma ("The tariffs, down to the last comma.",
# "Tariffs and exports: accurate down to the last detail."); "The house, down to the last
# brick." stays, and so does a list the rest of the response never names.
_LAST_COMMA = subject_closing(
    r"(?:(?:right|correct|accurate|faithful|exact|"
    r"spot[ \t]+on)[ \t]*,?[ \t]*)?(?:right[ \t]+)?down[ \t]+to[ \t]+the[ \t]+(?:last|final|"
    r"smallest)[ \t]+(?:comma|word|detail|decimal(?:[ \t]+point)?|full[ \t]+stop|letter|"
    r"figure)"
)

# The response's subject lining up with the article side by side ("Side by side with the article,
# the tariffs line up.", "The tariffs and the exports line up with the original."); "Compared
# with the report, the figures match." (a comparison the response reports) and "The new data
# lines up with the census." stay.
_BESIDE = (
    r"(?:side[ \t]+by[ \t]+side[ \t]+with|(?:set|put|laid|held|read)[ \t]+(?:beside|next"
    r"[ \t]+to|alongside)|next[ \t]+to|alongside)"
)
_LINES_UP = r"(?:lines?[ \t]+up|match(?:es)?|tall(?:y|ies)|agrees?|checks?[ \t]+out)"
_EXACTLY = r"(?:[ \t]+(?:exactly|perfectly|point[ \t]+for[ \t]+point|line[ \t]+for[ \t]+line))?"
_SIDE_BY_SIDE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_BESIDE}[ \t]+the[ \t]+(?:original[ \t]+)?{SOURCE_NAME}[ \t]*,?"
    rf"[ \t]*{LIST}[ \t]+{_LINES_UP}{_EXACTLY}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_LINES_UP_WITH = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{LIST}[ \t]+(?:lines?[ \t]+up|match(?:es)?){_EXACTLY}[ \t]+with"
    r"[ \t]+the[ \t]+(?:original(?:[ \t]+(?:article|story|text))?|article|source(?:[ \t]+"
    rf"(?:article|text))?){_EXACTLY}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Mistakes in the response, on its subject or none, to be looked for elsewhere ("Mistakes on the
# tariffs? You will have to look elsewhere.", "Errors? Not in this summary."); "Bargains on the
# high street? You will have to look elsewhere." stays.
_LOOK_ELSEWHERE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:any[ \t]+)?{ERROR}(?:[ \t]+(?:on|in|about|regarding)[ \t]+"
    rf"{OWN_TEXT}?{LIST})?[ \t]*\?[ \t]*(?:(?:you['’]ll|you[ \t]+will|you['’]d|you[ \t]+would)"
    r"[ \t]+(?:have|need)[ \t]+to[ \t]+(?:look|search)[ \t]+elsewhere|(?:look|try)[ \t]+"
    rf"elsewhere|not[ \t]+(?:here|in[ \t]+(?:this|the)[ \t]+{OWN_NAME})|none[ \t]+here|you"
    r"(?:[ \t]+will[ \t]+not|[ \t]+won['’]t)[ \t]+find[ \t]+(?:any|them|one)[ \t]+here)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response as the answer key, were its subject an exam ("If the tariffs were an exam, this
# would be the answer key.", "This summary is the answer key to the tariffs."); "If the budget
# were an exam, the minister would fail." (nothing of the response), "The answer key was leaked
# before the exam." and a bare "This is the answer key." (a quiz's own answers) stay.
_KEY = (
    r"(?:the|its)[ \t]+(?:answer[ \t]+(?:key|sheet)|model[ \t]+answer|mark(?:ing)?[ \t]+"
    r"scheme)"
)
_ANSWER_KEY = re.compile(
    rf"^[ \t]*[*_]{{0,2}}if[ \t]+(?:{OWN_TEXT}|the[ \t]+)?{LIST}[ \t]+(?:were|was)[ \t]+"
    rf"(?:an?[ \t]+)?(?:exam(?:ination)?|test|quiz)[ \t]*[,;—–-]?[ \t]*{OWN_SUBJECT}[ \t]+"
    rf"(?:would[ \t]+be|is)[ \t]+{_KEY}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_KEY_TO = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{OWN_SUBJECT}(?:[ \t]+is|['’]s)[ \t]+{_KEY}[ \t]+(?:to|on|for)[ \t]+"
    rf"(?:the[ \t]+)?{LIST}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# The response's subject, chapter and verse ("The tariffs: chapter and verse.", "Tariffs and
# exports — chapter and verse."); "The Bible: chapter and verse." stays when the rest of the
# response never names the Bible.
_CHAPTER_AND_VERSE = subject_closing(r"chapter[ \t]+and[ \t]+verse")
# Nothing of the response's subject lost in translation or in the retelling ("Nothing on the
# tariffs got lost in translation.", "Not a detail of the exports was lost in the retelling.");
# a bare "Nothing got lost in translation." and "Nothing about the deal was lost in translation,
# the interpreter said." stay.
_LOST_IN_TRANSLATION = re.compile(
    r"^[ \t]*[*_]{0,2}(?:nothing|not[ \t]+a[ \t]+(?:thing|word|fact|detail)|no[ \t]+(?:fact|"
    r"detail|word))[ \t]+(?:on|about|regarding|of|in)[ \t]+"
    rf"{OWN_TEXT}?{LIST}[ \t]+(?:got|gets|was|is|has[ \t]+been)[ \t]+lost[ \t]+in[ \t]+"
    r"(?:translation|the[ \t]+(?:retelling|telling|summary|recap|summing[ \t]+up))"
    rf"{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# No daylight between the response, named, and its source, on its subject or the whole ("No
# daylight between this recap and the article on the tariffs.", "There is no gap between the
# report and this summary."); "No daylight between the two parties on the tariffs." stays.
_SOURCE = rf"the[ \t]+{SOURCE_NAME}"
_NO_DAYLIGHT = re.compile(
    r"^[ \t]*[*_]{0,2}(?:there(?:[ \t]+is|['’]s)[ \t]+)?(?:no|not[ \t]+an[ \t]+inch[ \t]+of)"
    r"[ \t]+(?:daylight|gap|distance|light)[ \t]+between[ \t]+(?:"
    rf"{OWN_NAMED}[ \t]+and[ \t]+{_SOURCE}|{_SOURCE}[ \t]+and[ \t]+{OWN_NAMED}){ON_LIST}?"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
# The response's subject with nothing lost and nothing added ("The tariffs: nothing lost, nothing
# added.", "Tariffs and exports — nothing added, nothing dropped."); "The recipe: nothing lost,
# nothing added." stays when the rest of the response never names the recipe.
_LOST = r"(?:lost|missing|dropped|left[ \t]+out|cut)"
_ADDED = r"(?:added|invented|made[ \t]+up|padded)"
_NOTHING_LOST_ADDED = subject_closing(
    rf"nothing[ \t]+(?:{_LOST}[ \t]*[,;]?[ \t]*"
    rf"nothing[ \t]+{_ADDED}|{_ADDED}[ \t]*[,;]?[ \t]*nothing[ \t]+{_LOST})"
)

# The response's subject with no asterisks ("The tariffs, no asterisks.", "Tariffs and exports:
# no asterisks needed."); "The record, no asterisks." stays when the rest of the response never
# names the record.
_NO_ASTERISKS = subject_closing(
    r"(?:no|without)[ \t]+(?:an[ \t]+)?"
    r"asterisks?(?:[ \t]+(?:needed|required|attached))?"
)

# The response, named, that could stand in for its source if the source went missing ("If the
# article on the tariffs went missing, this recap could stand in.", "This summary could replace
# the report on the exports."); "If the report went missing, the backup copy could stand in.", a
# bare "it" that could stand in (a deputy, a spare) and a bare "This could replace the original
# statement." (a new statement) stay.
_STAND_IN = (
    r"(?:could|would|can|might)[ \t]+(?:easily[ \t]+)?(?:stand[ \t]+in|replace[ \t]+it|take"
    r"[ \t]+its[ \t]+place|do[ \t]+its[ \t]+job)(?:[ \t]+for[ \t]+it)?"
)
_IF_MISSING = re.compile(
    rf"^[ \t]*[*_]{{0,2}}if[ \t]+the[ \t]+(?:original[ \t]+)?{SOURCE_NAME}{ON_LIST}?[ \t]+"
    r"(?:went|goes|were|was|got)[ \t]+(?:missing|lost|astray)[ \t]*[,;—–-]?[ \t]*"
    rf"{OWN_THIS}[ \t]+{_STAND_IN}{END}",
    re.IGNORECASE | re.MULTILINE,
)
_STANDS_IN_FOR = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{OWN_NAMED}[ \t]+(?:could|would|can|might)[ \t]+(?:easily[ \t]+)?"
    rf"(?:stand[ \t]+in[ \t]+for|replace|take[ \t]+the[ \t]+place[ \t]+of)[ \t]+the[ \t]+"
    rf"(?:original[ \t]+)?{SOURCE_NAME}{ON_LIST}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# Every line of the response, on its subject or here, is gospel ("Every line on the tariffs is
# gospel.", "Each word here is the gospel truth."); "Every word of the Bible is gospel." stays.
_GOSPEL = re.compile(
    r"^[ \t]*[*_]{0,2}(?:every|each)[ \t]+(?:single[ \t]+)?(?:sentence|line|word|point|detail|"
    rf"fact|claim)(?:{ON_LIST}|{IN_HERE})[ \t]+(?:is|reads[ \t]+as|counts[ \t]+as)[ \t]+"
    rf"(?:the[ \t]+)?gospel(?:[ \t]+truth)?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# Someone on the inside of the response's subject.
_INSIDER = (
    r"(?:an?|the|someone|somebody)(?:[ \t]+(?:real|true|trusted))?[ \t]+(?:insider|source[ \t]+"
    r"on[ \t]+the[ \t]+inside|who[ \t]+was[ \t]+(?:there|in[ \t]+the[ \t]+room))"
)
# The response's subject straight from the horse's mouth or from an insider ("The tariffs,
# straight from the horse's mouth.", "Tariffs and exports: from the horse's mouth.", "The tariffs,
# straight from an insider."); "The news, straight from the horse's mouth." stays when the rest of
# the response never names the news.
_HORSES_MOUTH = subject_closing(
    r"(?:straight[ \t]+|right[ \t]+)?from[ \t]+"
    rf"(?:the[ \t]+horse['’]s[ \t]+mouth|{_INSIDER})"
)
# Reading the response as hearing its subject from an insider ("Like hearing the tariffs from an
# insider.", "It's like getting the exports from someone who was in the room."); "Like
# hearing the harbour from an insider." stays when the rest of the response never names the
# harbour.
_LIKE_AN_INSIDER = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:it['’]s|this[ \t]+is|reading[ \t]+(?:this|it)[ \t]+is)[ \t]+)?"
    r"(?:just[ \t]+)?like[ \t]+(?:hearing|getting|learning)(?:[ \t]+about)?[ \t]+"
    rf"{LIST}[ \t]+from[ \t]+{_INSIDER}{END}",
    re.IGNORECASE | re.MULTILINE,
)

# Not a single liberty taken with the response's subject ("Not a single liberty taken with the
# tariffs.", "This summary takes no liberties with the exports."); "No liberties were taken with
# the rules, the referee said." and "Not a single liberty taken with the recipe." (a recipe the
# rest of the response never names) stay.
_NO_LIBERTY = (
    r"(?:(?:not[ \t]+(?:a[ \t]+single|one)|no)[ \t]+liberty|no[ \t]+liberties)(?:[ \t]+"
    r"(?:was|were|has[ \t]+been|have[ \t]+been))?[ \t]+taken"
)
_NO_LIBERTIES = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{_NO_LIBERTY}|{OWN_SUBJECT}[ \t]+(?:takes|took|has[ \t]+taken)"
    rf"[ \t]+(?:no|not[ \t]+(?:a[ \t]+single|one))[ \t]+libert(?:y|ies))[ \t]+with[ \t]+"
    rf"{OWN_TEXT}?{LIST}{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# The response's subject as its source minus the padding ("The tariffs: the article, minus the
# padding.", "The article on the exports, without the fluff."); "The film: the story, minus the
# padding." stays when the rest of the response never names the film.
_MINUS = (
    r"[ \t]*,?[ \t]*(?:minus|without|less|stripped[ \t]+of)[ \t]+(?:the[ \t]+|all[ \t]+the"
    r"[ \t]+)?(?:padding|fluff|filler|waffle|fat)"
)
_THE_SOURCE = rf"the[ \t]+(?:original[ \t]+)?{SOURCE_NAME}"
_MINUS_PADDING = subject_closing(rf"{_THE_SOURCE}{_MINUS}")
_SOURCE_MINUS = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_THE_SOURCE}{ON_LIST}{_MINUS}{END}", re.IGNORECASE | re.MULTILINE
)

# The response's subject, or the response here, as what happened ("The tariffs: what you read is
# what happened.", "What you read here is exactly what happened on the exports."); a bare "What
# you see is what happened." (a film's caption) stays.
_AS_HAPPENED = r"(?:is|was)[ \t]+(?:exactly[ \t]+|just[ \t]+)?what[ \t]+happened"
_WHAT_HAPPENED = subject_closing(
    r"what[ \t]+you[ \t]+(?:read|see|get)"
    rf"{IN_HERE}?[ \t]+{_AS_HAPPENED}"
)
_READ_HERE_HAPPENED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}what[ \t]+you[ \t]+(?:read|see|get){IN_HERE}[ \t]+{_AS_HAPPENED}"
    rf"{ON_LIST}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# The response's subject with no smoke and no mirrors ("The tariffs: no smoke, no mirrors.",
# "Tariffs and exports — no smoke and mirrors."); "The magic show: no smoke, no mirrors." stays
# when the rest of the response never names the show.
_SMOKE_MIRRORS = subject_closing(
    r"no[ \t]+smoke[ \t]*(?:,|and|or|nor)?"
    r"[ \t]*(?:no[ \t]+)?mirrors"
)

# The response's subject boiled down without losing a drop ("The tariffs, boiled down without
# losing a drop.", "Tariffs and exports: cut down without dropping a fact."); "The stock, boiled
# down without losing a drop." stays when the rest of the response never names the stock.
_BOILED_DOWN = subject_closing(
    r"(?:boiled|distilled|cut|trimmed|pared)[ \t]+"
    r"down[ \t]+without[ \t]+(?:losing|dropping|spilling|missing)[ \t]+(?:a|one|a[ \t]+single)"
    r"[ \t]+(?:drop|thing|word|fact|detail)"
)

# The response's subject, warts and all, alone on its line ("The tariffs, warts and all.", "Tariffs
# and exports: warts and all."); "The biography: the senator, warts and all." (a line of its
# own), "The portrait, warts and all, the critic said." and "The candidate, warts and all." (a
# candidate the rest of the response never names) stay.
_WARTS_AND_ALL = subject_closing(r"warts[ \t]+and[ \t]+all")


# Nothing in the response, named, that will ever need a retraction ("Nothing in this recap of the
# tariffs will ever need a retraction.", "Not a line of the summary would need correcting.");
# "Nothing in the contract will ever need a correction." (no name of the response) stays.
_RETRACTION = re.compile(
    r"^[ \t]*[*_]{0,2}(?:nothing|not[ \t]+(?:a|one)[ \t]+(?:word|line|thing|fact|sentence))"
    rf"[ \t]+(?:in|of)[ \t]+{NAMED_RECAP}[ \t]+(?:will|would|should)[ \t]+(?:ever[ \t]+)?"
    r"need[ \t]+(?:(?:a|an)[ \t]+)?(?:retraction|correction|erratum|to[ \t]+be[ \t]+"
    rf"(?:retracted|corrected)|correcting){END}",
    re.IGNORECASE | re.MULTILINE,
)


def faithful_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` that vouch for its fidelity or soundness in a shape of
    their own, in the order of the patterns (the caller merges them)."""
    return own_subject_lines(
        text,
        (
            _AS_RELIABLE,
            _AS_IT_SHOULD_BE,
            _TOLD_STRAIGHT,
            _EARNS_PLACE,
            _RECOGNISE_ITSELF,
            _NOD_ALONG,
            _TOP_THEN_RIGHT,
            _RIGHT_THEN_TOP,
            _HOLD_UP,
            _LAST_COMMA,
            _SIDE_BY_SIDE,
            _LINES_UP_WITH,
            _LOOK_ELSEWHERE,
            _ANSWER_KEY,
            _KEY_TO,
            _CHAPTER_AND_VERSE,
            _LOST_IN_TRANSLATION,
            _NO_DAYLIGHT,
            _NOTHING_LOST_ADDED,
            _NO_ASTERISKS,
            _IF_MISSING,
            _STANDS_IN_FOR,
            _GOSPEL,
            _HORSES_MOUTH,
            _LIKE_AN_INSIDER,
            _NO_LIBERTIES,
            _MINUS_PADDING,
            _SOURCE_MINUS,
            _WHAT_HAPPENED,
            _READ_HERE_HAPPENED,
            _SMOKE_MIRRORS,
            _BOILED_DOWN,
            _WARTS_AND_ALL,
            _RETRACTION,
        ),
    )
