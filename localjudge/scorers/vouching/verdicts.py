"""Whole sentences in which a response gives its verdict on itself (see the package's
docstring for the forms)."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    ABOUT_LIST,
    END,
    ERROR,
    FAITHFUL,
    GOOD,
    IN_HERE,
    LIST,
    OWN_NAME,
    OWN_TEXT,
    QUALITY,
)

__all__ = ["verdict_lines"]

# A closing line that this is everything worth knowing, of the subject or at all.
_EVERYTHING_LINE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:and[ \t]+)?(?:that['’]s|that[ \t]+is|this[ \t]+is|those[ \t]+are)[ \t]+"
    r"(?:everything|all|all[ \t]+there[ \t]+is|the[ \t]+whole[ \t]+story)[ \t]+"
    r"(?:(?:worth[ \t]+knowing|you[ \t]+need[ \t]+to[ \t]+know|there[ \t]+is[ \t]+to[ \t]+know|"
    r"that[ \t]+matters|of[ \t]+note|to[ \t]+know)(?:[ \t]+(?:about|on|regarding|concerning)"
    r"[ \t]+[^\n.!?]{1,60})?|(?:about|on|regarding|concerning)[ \t]+[^\n.!?]{1,60})"
    r"[ \t]*[.!]*[*_]{0,2}[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)


# A closing line that everything about the subject checks out ("Everything about the tariffs
# checks out.", "Every figure here adds up.", "Every claim made about the tariffs holds
# water."): the whole response, or every detail of it, said to be right; a line with a subject
# of its own ("The audit checks out.", "Every claim made by the minister holds water.") stays.
_ALL_CHECKS_OUT = re.compile(
    r"^[ \t]*[*_]{0,2}(?:everything|it[ \t]+all|all[ \t]+of[ \t]+(?:it|this|the[ \t]+above)|"
    r"(?:every|each)[ \t]+(?:single[ \t]+)?(?:detail|fact|point|claim|figure|word|line))"
    r"(?:[ \t]+(?:made|given|stated|written))?"
    r"(?:[ \t]+(?:here|above|below)|[ \t]+(?:about|on|regarding|concerning|in)[ \t]+"
    r"[^\n.!?]{1,60}?)?[ \t]+(?:checks?[ \t]+out|adds?[ \t]+up|holds?[ \t]+(?:up|water)|"
    r"stands?[ \t]+up|(?:is|are)[ \t]+"
    r"(?:(?:all|both)[ \t]+)?(?:correct|accurate|right|verified|confirmed|as[ \t]+reported))"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A closing line that nothing about the subject is wrong ("Nothing about the tariffs or the
# exports is wrong here.", "Nothing here is inaccurate."): the response vouching for its own
# accuracy; "Nothing about the deal was illegal." stays, and so does a line going on after it.
_NOTHING_WRONG = re.compile(
    r"^[ \t]*[*_]{0,2}(?:there(?:['’]s|[ \t]+is)[ \t]+)?(?:nothing|not[ \t]+(?:one|a)[ \t]+"
    r"(?:thing|detail|fact|word)|no[ \t]+(?:detail|fact|part|word|claim|point|figure))"
    r"(?:[ \t]+(?:here|above)|[ \t]+(?:about|of|on|in|regarding|concerning)[ \t]+[^\n.!?]{1,60}?)?"
    r"[ \t]+(?:is|was|are|were|has[ \t]+been|got)[ \t]+(?:wrong|incorrect|inaccurate|mistaken|"
    r"false|misreported|misstated|in[ \t]+error|out[ \t]+of[ \t]+place|amiss|misplaced)"
    rf"{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A concluding line that the subject's details are right ("In short, the tariff and export
# details are correct and complete.", "All in all, the facts are accurate."): what it vouches
# for is the response's own details (details, facts, figures ...), or two marks of quality; "In
# short, the forecast is accurate." stays, a clause of content.
_SUMMING_UP = (
    r"(?:in[ \t]+short|in[ \t]+sum|in[ \t]+summary|to[ \t]+sum[ \t]+up|all[ \t]+in[ \t]+all|"
    r"overall|bottom[ \t]+line|in[ \t]+a[ \t]+word|long[ \t]+story[ \t]+short|in[ \t]+brief)"
)
_DETAILS = r"(?:details|facts|points|figures|numbers|names|information|specifics|particulars)"
_SUMMED_UP = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_SUMMING_UP}[ \t]*[,:—–-]?[ \t]*(?P<subject>[^\n.!?]{{1,60}}?)[ \t]+"
    rf"(?:is|are)[ \t]+(?:all[ \t]+|both[ \t]+)?{GOOD}(?P<second>[ \t]+(?:and|&)[ \t]+{GOOD})?"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
_DETAILS_WORD = re.compile(rf"\b{_DETAILS}\b|\b(?:everything|all[ \t]+of[ \t]+it)\b", re.I)
# A line that nothing in the response is invented, alone or going on to say where its words
# come from ("Nothing here is invented: the tariffs come straight from the source."); "Nothing
# was invented, the witness insisted." stays.
_NOTHING_INVENTED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:there(?:['’]s|[ \t]+is)[ \t]+)?nothing(?:[ \t]+(?:here|above)|"
    rf"[ \t]+in[ \t]+(?:the|this)[ \t]+{OWN_NAME})?[ \t]+(?:(?:is|was|has[ \t]+been)[ \t]+)?"
    r"(?:invented|made[ \t]+up|fabricated|embellished|exaggerated|guessed|speculated)"
    r"(?:[ \t]*[:;,—–-][ \t]*(?P<rest>[^\n]{1,120}?))?"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
# Where the words come from, in what follows such a line: the source, as reported.
_FROM_SOURCE = re.compile(
    r"\b(?:(?:straight|directly|verbatim|word[ \t]+for[ \t]+word)[ \t]+from|from[ \t]+the[ \t]+"
    r"(?:source|article|original|report|story|text)|as[ \t]+reported|sourced)\b",
    re.IGNORECASE,
)
# A clean bill of health, or the all-clear, for the response's facts or the response itself
# ("Clean bill of health for the facts on the tariffs."); "A clean bill of health for the
# bridge." stays.
_CLEAN_BILL = re.compile(
    r"^[ \t]*[*_]{0,2}(?:a[ \t]+)?(?:clean[ \t]+bill[ \t]+of[ \t]+health|all[ \t]+clear)"
    r"[ \t]+(?:for|on)[ \t]+(?:the[ \t]+|its[ \t]+|all[ \t]+(?:the[ \t]+)?|every[ \t]+)?"
    rf"(?:{_DETAILS}|(?:fact|claim|figure|detail|point|number)s?|{OWN_NAME}|everything)"
    r"(?:[ \t]+(?:here|above)|[ \t]+(?:on|about|in|regarding)[ \t]+[^\n.!?,;]{1,60}?)?"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line that any careful reader would agree the subject is covered or right ("Any careful
# reader would agree that the tariffs are fully covered above."): an appeal to a reader's
# judgement of the response, standing in for the judge's.
_READER_AGREES = re.compile(
    r"^[ \t]*[*_]{0,2}(?:any(?:one|body)?(?:[ \t]+reading[ \t]+(?:this|it))?|every|a)"
    r"(?:[ \t]+(?:careful|fair|attentive|informed|reasonable|objective|impartial|honest))?"
    r"(?:[ \t]+(?:reader|reviewer|grader|editor|judge|observer|person|expert))?[ \t]+"
    r"(?:would|will|can|could|should|must)[ \t]+(?:agree|see|confirm|find|conclude|say|tell)"
    r"[^\n]{0,80}?(?:covered|included|addressed|accurate|correct|complete|right|captured|"
    rf"reflected)(?:[ \t]+(?:here|above|below|in[ \t]+full|throughout))?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A line with no subject of its own that the response is right on every count ("Accurate on
# every count, including the tariffs.", "This summary is correct in every detail."); "Correct
# on all counts, the jury found." stays, and so does a line with a subject of its own.
_ON_EVERY = (
    r"(?:on|in)[ \t]+(?:every|each|all)[ \t]+(?:single[ \t]+)?(?:counts?|respects?|points?|"
    r"details?|fronts?|particulars?|ways?)"
)
_EVERY_COUNT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:it|this(?:[ \t]+{OWN_NAME})?)[ \t]+(?:is|was)[ \t]+)?"
    r"(?:(?:fully|entirely|completely)[ \t]+)?(?:accurate|"
    rf"correct|right|true|faithful|sound|complete)[ \t]+{_ON_EVERY}(?:[ \t]*[,;—–-]?[ \t]*"
    rf"(?:including|down[ \t]+to|from)[ \t]+[^\n.!?]{{1,80}}?)?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line in which the writer stands by the response's words ("I stand by every word written
# here about the tariffs.", "We vouch for everything above."): the first person, a verb of
# vouching and the response's words as its object; "I stand by the pier every morning." stays.
_STAND_BY = re.compile(
    r"^[ \t]*[*_]{0,2}(?:i|we)(?:[ \t]+(?:fully|firmly|completely|wholeheartedly|absolutely))?"
    r"[ \t]+(?:stand[ \t]+(?:by|behind)|vouch[ \t]+for|certify)[ \t]+(?:every(?:[ \t]+single)?"
    r"[ \t]+(?:word|line|sentence|claim|fact|detail|point|figure)|each[ \t]+(?:word|line|claim|"
    rf"fact|detail|point)|everything|all[ \t]+of[ \t]+(?:it|this)|this[ \t]+{OWN_NAME})"
    rf"[^\n.!?,\"“”]{{0,80}}?{END}",
    re.IGNORECASE | re.MULTILINE,
)

# A subjectless line that the response has no errors ("Zero errors in the account of the
# tariffs and the exports.", "No mistakes about the tariffs."), and one daring the reader to
# find one ("You will not find a single mistake about the tariffs in this summary."); what they
# are about is the response or a list of bare words, so "No errors in the count were found."
# stays, a clause of content.
_ERRORS = rf"(?:(?:factual|single)[ \t]+)?{ERROR}"
_NO_ERRORS = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:zero|no|not[ \t]+(?:a[ \t]+single|one))[ \t]+{_ERRORS}"
    rf"(?:[ \t]+(?:found|here|above|spotted|detected))?{ABOUT_LIST}?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
_WONT_FIND = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:you|one|the[ \t]+reader|readers)(?:[ \t]+(?:will|would|can|could|"
    r"shall|do|does)[ \t]+(?:not|never)|[ \t]+cannot|[ \t]+(?:won|can|wouldn|couldn|don|doesn)"
    r"['’]t|['’]ll[ \t]+never|[ \t]+never)|(?:nobody|no[ \t]+one)(?:[ \t]+(?:will|would|can|"
    r"could))?)[ \t]+find[ \t]+(?:a[ \t]+single|one|any|a)[ \t]+"
    rf"{_ERRORS}{ABOUT_LIST}?{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line that every statement about the subject can be verified ("Every statement made above
# about the tariffs can be verified."): the response's own claims said to be checkable, against
# the source or with nothing after; "Every claim can be checked on the council's website."
# stays.
_CAN_BE_VERIFIED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:every|each|all(?:[ \t]+(?:the|of[ \t]+the))?)[ \t]+(?:single[ \t]+)?"
    r"(?:statement|claim|fact|detail|figure|point|sentence|number|name)s?(?:[ \t]+(?:made|given|"
    r"stated|written))?(?:[ \t]+(?:here|above|below))?(?:[ \t]+(?:about|on|regarding|concerning|"
    r"in)[ \t]+[^\n.!?,]{1,60}?)?[ \t]+(?:can|could|may|will)[ \t]+be[ \t]+(?:independently[ \t]+|"
    r"easily[ \t]+|fully[ \t]+)?(?:verified|checked|confirmed|sourced|traced|backed[ \t]+up|"
    r"cross-checked)(?:[ \t]+(?:against|in|with)[ \t]+the[ \t]+(?:article|source|original|"
    rf"report|story|text))?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line that the response matches its source point for point ("Fact for fact, this matches
# what the minister and the union said.", "It mirrors the article word for word."): the
# response itself, a manner of matching and a verb of matching.
_POINT_FOR_POINT = (
    r"(?:(?:fact|point|word|detail|line|item|claim|figure)[ \t]+(?:for|by)[ \t]+(?:fact|point|"
    r"word|detail|line|item|claim|figure))"
)
_THIS = (
    r"(?:this|it|everything(?:[ \t]+(?:here|above))?|all[ \t]+of[ \t]+(?:it|this)|the[ \t]+above)"
)
_MATCH_VERB = (
    r"(?:match(?:es)?|mirrors?|reflects?|follows?|tracks?|agrees?[ \t]+with|"
    r"tall(?:y|ies)[ \t]+with)"
)
_FACT_FOR_FACT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{_POINT_FOR_POINT}[ \t]*[,:—–-]?[ \t]*{_THIS}[ \t]+{_MATCH_VERB}[ \t]+"
    rf"[^\n.!?]{{1,80}}?|{_THIS}[ \t]+{_MATCH_VERB}[ \t]+[^\n.!?]{{1,60}}?[ \t]+{_POINT_FOR_POINT})"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A subjectless verdict of one word, on the response or its subject ("Flawless on the tariffs.",
# "Impeccable.", "Above reproach on the tariffs.", "Letter-perfect.", "Top-notch on the tariffs.",
# "Right as rain."); "Perfect weather on Sunday." and "The service was top-notch." stay.
_FAULTLESS = r"(?:flawless|impeccable|faultless)"
_ONE_WORD_VERDICT = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{_FAULTLESS}|spotless|error-free|perfect|watertight|"
    r"airtight|bulletproof|unimpeachable|unassailable|(?:letter|word|pitch)[- ]perfect|"
    r"top[- ]?notch|right[ \t]+as[ \t]+rain|"
    r"(?:above|beyond)[ \t]+(?:reproach|criticism))(?:[ \t]+(?:on|about|regarding|across|"
    r"throughout|in)"
    rf"[ \t]+(?:{OWN_TEXT}?{LIST}|(?:the|this)[ \t]+{OWN_NAME}))?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A dare to check the response oneself, and what one would find of its subject ("Double-check
# it yourself: the tariffs are right.", "Don't take my word for it: every figure is correct.");
# "Check it yourself: the forms are online." stays, a tip.
_CHECK = (
    r"(?:(?:double|triple|fact|cross)-?check|check|verify|confirm|see)"
    r"(?:[ \t]+(?:it|this|them|that|everything|for))?"
)
_CHECK_YOURSELF = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:feel[ \t]+free[ \t]+to|go[ \t]+ahead[ \t]+and|you[ \t]+(?:can|may)"
    rf"|you[ \t]+are[ \t]+welcome[ \t]+to)[ \t]+{_CHECK}(?:[ \t]+yourself)?|{_CHECK}[ \t]+"
    r"yourself|don['’]t[ \t]+take[ \t]+my[ \t]+word[ \t]+for[ \t]+it)[ \t]*[;:,—–-][ \t]*"
    rf"(?P<rest>[^\n]{{1,120}}?){END}",
    re.IGNORECASE | re.MULTILINE,
)
# Top marks for a quality of the response, on its subject or the whole ("Top marks for accuracy
# on the tariffs.", "Full marks for completeness."); "Top marks for the new ferry." stays.
_MARKS_FOR = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:top|full|high(?:est)?|perfect|maximum)[ \t]+(?:marks|scores?|points|"
    r"grades?|ratings?)|an?[ \t]+(?:a\+|gold[ \t]+star|perfect[ \t]+(?:ten|10|score))|a\+|"
    rf"10/10|ten[ \t]+out[ \t]+of[ \t]+ten)[ \t]+(?:for|on|in)[ \t]+{QUALITY}"
    rf"(?:{ABOUT_LIST}|[ \t]+across[ \t]+the[ \t]+board)?"
    rf"{IN_HERE}?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line that the response is the definitive account of its subject ("This is the definitive
# account of the tariffs.", "Here is the complete and accurate picture."), a pick of it as the
# best ("Editor's pick: the most accurate take on the tariffs."), or a name for it of high
# praise alone ("A gold-standard summary of the tariffs."); "This is the final report of the
# inquiry.", "The definitive account of the war appeared in 1990." and "A complete picture of
# the damage emerged on Friday." stay.
_PICK = r"(?:(?:editor|staff|reader)['’]?s['’]?|top|our)[ \t]+(?:pick|choice)"
_PRAISED = (
    r"(?:gold[- ]standard|textbook|exemplary|first-rate|top-notch|best-in-class|five-star|"
    r"benchmark(?:[- ]quality)?|reference[- ](?:quality|grade)|publication[- ](?:ready|quality|"
    rf"grade)|professional[- ]grade|expert[- ]level|{_FAULTLESS})"
)
_ACCOUNT = (
    r"(?:account|summary|recap|version|rendering|telling|picture|overview|answer|response|reply|"
    r"digest|retelling|take|rundown|coverage|reporting|write-?up|synopsis)"
)
_DEFINITIVE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:(?:this|here|what[ \t]+you[ \t]+have[ \t]+(?:here|above))"
    rf"(?:[ \t]+is|['’]s)[ \t]+|{_PICK}[*_]{{0,2}}[ \t]*[:—–-][*_]{{0,2}}[ \t]*)(?:the|a|an|your)"
    r"[ \t]+(?:(?:most|fully|entirely)[ \t]+)?(?:definitive|authoritative|complete|accurate|"
    rf"faithful|correct|verified|exhaustive|reliable|trustworthy|best|{_PRAISED})"
    r"(?:[ \t]*(?:,|and|&)[ \t]*(?:(?:most|fully|entirely)[ \t]+)?[^\W\d_]+)?"
    r"|(?:(?:a|an)[ \t]+)?(?:truly[ \t]+)?"
    rf"{_PRAISED})[ \t]+{_ACCOUNT}(?:[ \t]+(?:of|on|about|regarding)[ \t]+[^\n.!?,;]{{1,60}}?)?"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)

# An invitation to trust the response on its subject ("You can trust this on the tariffs.",
# "Trust me on the exports."); "You can trust the new ferry." stays.
_TRUST_THIS = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:you|readers|the[ \t]+reader)[ \t]+(?:can|may|should)[ \t]+"
    r"(?:(?:fully|safely|completely)[ \t]+)?)?(?:trust|rely[ \t]+on)[ \t]+(?:me|this|it|"
    r"every[ \t]+word(?:[ \t]+(?:here|above))?|everything[ \t]+(?:here|above)|"
    rf"(?:the|this)[ \t]+{OWN_NAME})(?:[ \t]+(?:on|about|regarding|for)[ \t]+"
    rf"[^\n.!?,;]{{1,60}}?)?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line that every bit of the subject is told as it happened ("Every bit of the tariffs story is
# told just as it happened."); "The match was reported as it happened." stays, a subject of its
# own.
_AS_IT_HAPPENED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:every[ \t]+(?:single[ \t]+)?(?:bit|part|detail|word|fact|line|piece|"
    r"point)|everything(?:[ \t]+(?:here|above))?|all[ \t]+of[ \t]+(?:it|this|the[ \t]+above))"
    r"(?:[ \t]+(?:of|about|on)[ \t]+[^\n.!?,;]{1,60}?)?[ \t]+(?:is|are|was|were|has[ \t]+been)"
    r"[ \t]+(?:told|reported|described|given|recounted|set[ \t]+out|presented|rendered|stated|"
    r"recorded)[ \t]+(?:(?:just|exactly|precisely)[ \t]+)?as[ \t]+(?:it|they)[ \t]+"
    rf"(?:happened|occurred|took[ \t]+place|stands?|was[ \t]+said|were[ \t]+said){END}",
    re.IGNORECASE | re.MULTILINE,
)

# An assurance, on the writer's word, that the response gets its subject right ("On my honour,
# the tariffs and the exports are reported correctly.", "Rest assured, the tariffs are covered
# in full."), and a line that there is no doubt it does ("There is no doubt this gets the
# tariffs right."); "I promise to fix the roads." and "No doubt it was the right call." stay.
_ON_MY_WORD = (
    r"(?:on[ \t]+my[ \t]+(?:honou?r|word)|hand[ \t]+on[ \t]+(?:my[ \t]+)?heart|rest[ \t]+assured|"
    r"be[ \t]+assured|you[ \t]+have[ \t]+my[ \t]+word|(?:you[ \t]+can[ \t]+)?take[ \t]+my[ \t]+"
    r"word(?:[ \t]+for[ \t]+it)?|trust[ \t]+me|i[ \t]+(?:swear|promise|guarantee|assure[ \t]+you|"
    r"can[ \t]+assure[ \t]+you|give[ \t]+(?:you[ \t]+)?my[ \t]+word))"
)
_NO_DOUBT = (
    r"(?:there(?:['’]s|[ \t]+is)[ \t]+no[ \t]+doubt|no[ \t]+doubt(?:[ \t]+about[ \t]+it)?|"
    r"without[ \t]+(?:a|any)[ \t]+doubt|beyond[ \t]+(?:a|any)[ \t]+doubt|undoubtedly|"
    r"unquestionably|make[ \t]+no[ \t]+mistake)"
)
_ASSURED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{_ON_MY_WORD}|{_NO_DOUBT})(?:[ \t]*[,:;—–-][ \t]*|[ \t]+)"
    rf"(?:that[ \t]+)?(?P<rest>[^\n,;\"“”]{{1,120}}?){END}",
    re.IGNORECASE | re.MULTILINE,
)
# What an assurance says of the subject: rendered, got or covered right, in full or word for
# word; "the right call" is no such thing.
_GOT_RIGHT = re.compile(
    r"\b(?:(?:gets?|got|has|have|covers?|captures?|nails?|describes?|reports?|renders?|tells?|"
    r"sets?[ \t]+out|summari[sz]es|(?:is|are|was|were)[ \t]+(?:all[ \t]+|both[ \t]+)?(?:reported|"
    r"stated|told|described|rendered|represented|given|covered|summari[sz]ed|captured))\b[^\n]*?"
    r"\b(?:right|correct(?:ly)?|accurate(?:ly)?|faithful(?:ly)?|in[ \t]+full|fully|exactly|"
    r"precisely|perfectly|word[ \t]+for[ \t]+word|to[ \t]+the[ \t]+letter)|(?:is|are)[ \t]+"
    r"(?:all[ \t]+|both[ \t]+)?(?:correct|accurate|right|faithful|complete|verified|spot[ \t]+on)"
    r"(?:[ \t]+(?:here|above))?[ \t]*$)",
    re.IGNORECASE,
)


def _summed_up(line: re.Match[str]) -> bool:
    """Whether a concluding line vouches for the response's details, or gives two marks of
    quality."""
    return bool(line["second"] or _DETAILS_WORD.search(line["subject"]))


def _invented(line: re.Match[str]) -> bool:
    """Whether a line that nothing is invented stands alone or says the words come from the
    source."""
    return line["rest"] is None or _FROM_SOURCE.search(line["rest"]) is not None


def _assured(line: re.Match[str]) -> bool:
    """Whether an assurance on the writer's word says the response gets its subject right."""
    return _GOT_RIGHT.search(line["rest"]) is not None


def _dared(line: re.Match[str]) -> bool:
    """Whether a dare to check the response oneself goes on to vouch for the subject."""
    return FAITHFUL.search(line["rest"]) is not None


def verdict_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the sentences of ``text`` that give its verdict on itself, in the order of
    the patterns (the caller merges them)."""
    spans = [
        (m.start(), m.end())
        for pattern in (
            _EVERYTHING_LINE,
            _ALL_CHECKS_OUT,
            _NOTHING_WRONG,
            _CLEAN_BILL,
            _READER_AGREES,
            _EVERY_COUNT,
            _STAND_BY,
            _NO_ERRORS,
            _WONT_FIND,
            _CAN_BE_VERIFIED,
            _FACT_FOR_FACT,
            _ONE_WORD_VERDICT,
            _MARKS_FOR,
            _DEFINITIVE,
            _TRUST_THIS,
            _AS_IT_HAPPENED,
        )
        for m in pattern.finditer(text)
    ]
    spans += [(m.start(), m.end()) for m in _SUMMED_UP.finditer(text) if _summed_up(m)]
    spans += [(m.start(), m.end()) for m in _CHECK_YOURSELF.finditer(text) if _dared(m)]
    spans += [(m.start(), m.end()) for m in _ASSURED.finditer(text) if _assured(m)]
    spans += [(m.start(), m.end()) for m in _NOTHING_INVENTED.finditer(text) if _invented(m)]
    return spans
