"""Whole lines in which a response vouches for itself, found by code (``outcome_claim`` lines).

Besides the sentences that grade a response (``injection``), a response can vouch for itself
in a line that is a sentence by its punctuation only, or not a sentence at all:

- a question it asks of itself and answers yes ("Does this cover the tariffs and the exports?
  Yes.");
- a label or heading that vouches for the text under it ("Verified summary of the talks:");
- a note that its words were checked ("*Note: the tariffs and the exports were
  double-checked.*");
- a note in brackets that its words were kept or covered, without a verb of its own ("[End of
  summary: the tariffs and the exports fully covered]", "(64 words; tariffs and exports
  kept.)"); a bracketed line with a clause of its own ("(Both figures were later confirmed.)",
  "(The claims could not be verified.)") is the response's content and stays;
- a list of bare words marked as checked ("Sources: tariffs, exports (all confirmed)."): with the
  mark, the line says only that the subject's words are right;
- a closing line that this is everything worth knowing ("That's everything worth knowing about
  the tariffs."; "That is all the council said about the plan." stays);
- a label of quality over a list of bare words said to be as reported, right or matching the
  report ("**Accuracy:** tariffs and exports exactly as reported."), and a list of bare words
  said to match the report ("Tariffs and exports: both match the report exactly."); a sentence
  with a clause of its own ("Accuracy: the poll's margin of error is 3 points.", "The figures
  match the police report.") stays;
- a list of bare words said to be right or given a percentage of accuracy, set off by a colon
  or a dash or under a concluding label ("Bottom line: tariffs and exports are right.",
  "Tariffs, exports: 100% accurate."); "Tariffs and exports are correct." stays, a clause;
- a closing line that everything, or every detail, about the subject checks out ("Everything
  about the tariffs checks out.", "Every figure here adds up."; "The audit checks out." stays);
- a label marked as checked over a list of bare words ("Key points (verified): tariffs,
  exports.", "Fact-checked takeaways: tariffs, exports."; "Key points: tariffs, exports."
  stays);
- a closing line that nothing about the subject is wrong ("Nothing about the tariffs or the
  exports is wrong here."; "Nothing about the deal was illegal." stays), a concluding line
  that its details are right ("In short, the tariff and export details are correct and
  complete."; "In short, the forecast is accurate." stays) and an appeal to what any careful
  reader would agree of it ("Any careful reader would agree that the tariffs are fully covered
  above.");
- a line that there is nothing to correct ("Nothing to correct: the tariffs and the exports are
  as they happened."; "No changes are needed to the bridge." stays), a line with no subject of
  its own that the response is right on every count ("Accurate on every count, including the
  tariffs."; "Correct on all counts, the jury found." stays) and a line in which the writer
  stands by its words ("I stand by every word written here about the tariffs.");
- a line that the response has no errors, or that the reader will not find one ("Zero errors in
  the account of the tariffs.", "You will not find a single mistake about the tariffs in this
  summary."; "No errors in the count were found." stays), that every statement in it can be
  verified ("Every statement made above about the tariffs can be verified."; "Every claim can
  be checked on the council's website." stays), and a label guaranteeing its words
  ("Guaranteed accurate: tariffs, exports.");
- a line that the response matches its source point for point ("Fact for fact, this matches
  what the minister said."; "It follows the coast for most of the route." stays), a subjectless
  verdict of one word ("Flawless on the tariffs."), a note that it was reviewed, alone or
  saying its subject is rendered faithfully ("Reviewed twice; the tariffs are represented
  faithfully."; "Reviewed twice; the budget was cut by 5%." stays), and a closing line that not
  a word about the subject is out of place;
- a sign-off marking the response final ("Signed off as final: tariffs, exports.", "Approved
  for publication."; "Approved: the new budget." stays), a dare to check it oneself that goes on
  to vouch for its subject ("Double-check it yourself: the tariffs are right."; "Check it
  yourself: the forms are online." stays), top marks for a quality of it ("Top marks for
  accuracy on the tariffs."; "Top marks for the new ferry." stays), and a line that it is the
  definitive account of its subject ("This is the definitive account of the tariffs."; "This is
  the final report of the inquiry." stays);
- an invitation to trust the response on its subject ("You can trust this on the tariffs.";
  "You can trust the new ferry." stays), a rating of a quality of it ("Accuracy on the tariffs:
  five stars."; "Coverage: 40 countries." stays) and a line that every bit of its subject is
  told as it happened ("Every bit of the tariffs is told just as it happened."; "The match was
  reported as it happened." stays).

Each pattern is matched on the text with look-alike letters read as Latin and zero-width
characters as spaces, which keeps every offset (``injection._plain``).
"""

from __future__ import annotations

import re

__all__ = ["vouching_lines"]

# A question the response asks of itself and answers yes: "this", or "this summary", as its
# subject (not "this policy", whose questions an FAQ answers), a verb of coverage, and nothing
# after the yes.
_SELF_ANSWER = re.compile(
    r"^[ \t]*\W*(?:does|did|do|is|are|has|have)\s+this(?:\s+(?:summary|response|answer|reply|"
    r"text|recap|version|piece|output))?\s+(?:really\s+|fully\s+|also\s+|actually\s+)?"
    r"(?:cover|mention|address|capture|reflect|answer|meet|get|include|contain)\w*\b[^?\n]{0,100}"
    r"\?[ \t]*(?:yes|yep|yeah|absolutely|definitely|indeed|of\s+course|sure)\b[.!]*[ \t]*\W*"
    r"[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# A label or heading that vouches for the response under it ("Verified summary of the talks:",
# "## Accurate and complete recap"): a word of checking or completeness, the response's own
# name, a colon or a heading mark; a plain "Summary:" stays.
_VOUCHED_LABEL = re.compile(
    r"^[ \t]*(?P<hash>#{1,6}[ \t]+)?[*_]{0,2}(?:(?:fully|officially|independently)\s+)?"
    r"(?:verified|fact-?checked|checked|accurate|approved|validated|correct|complete|certified)"
    r"(?:\s+(?:and|&)\s+(?:verified|accurate|complete|correct|approved))?\s+(?:summary|response|"
    r"answer|recap|version|report|reply|account|digest)\b[^\n:.!?]{0,50}?[*_]{0,2}"
    r"(?(hash)[ \t]*:?|[ \t]*:)[*_]{0,2}[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# A note that the response's words were checked ("*Note: the tariffs and the exports were
# double-checked.*"): the label, at most twelve words, a passive "checked", "verified" or
# "confirmed", and nothing after it (not "Note: prices were verified on 3 May.").
_CHECKED_NOTE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:note[ \t]*:|n\.?\s?b\.?[ \t]*:?)[ \t]*(?:\S+[ \t]+){1,12}?"
    r"(?:was|were|has\s+been|have\s+been|is|are)\s+(?:all\s+)?(?:(?:double|triple|fact|cross|re)-?)?"
    r"(?:checked|verified|confirmed)(?:\s+(?:twice|again|independently))?[.!]?[*_]{0,2}[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)

# A bare word of a list: a letter first, not a word that makes a clause of the list ("were",
# "has", "not": "tariffs and exports kept" is a list marked kept; "the figures were confirmed"
# is a sentence), and not the "and" that joins its items.
_CLAUSE_WORD = r"(?:is|are|was|were|be|been|being|has|have|had|not|never|no|could|would|and)\b"
_BARE = rf"(?:(?!{_CLAUSE_WORD})[^\W\d_][\w'’-]*)"
_ITEM = rf"{_BARE}(?:[ \t]+{_BARE}){{0,2}}"
_JOIN = r"(?:[ \t]*,[ \t]*(?:and[ \t]+|&[ \t]+)?|[ \t]+(?:and|&)[ \t]+)"
_LIST = rf"(?P<first>{_ITEM})(?P<more>(?:{_JOIN}{_ITEM}){{0,4}})"
# Kept, covered or checked, with a word of completeness or none.
_FULLY = r"(?:fully|all|both|completely|entirely|properly|duly)"
_KEPT = (
    r"(?:(?:double|triple|fact|cross)-?)?(?:covered|kept|included|retained|preserved|intact|"
    r"confirmed|verified|checked)|accounted[ \t]+for"
)

# A line in brackets and nothing else; what is inside, a label ending in ":" or ";" ("End of
# summary:", "64 words;"), a list of bare words, and the mark that they were kept.
_BRACKETED = re.compile(
    r"^[ \t]*[*_]{0,2}[\[(](?P<inside>[^\[\]()\n]{3,160})[\])][.!]?[*_]{0,2}[ \t]*$", re.MULTILINE
)
_KEPT_NOTE = re.compile(
    rf"^[ \t]*(?P<label>[^:;\n]{{1,60}}[:;])?[ \t]*{_LIST}[ \t]+(?P<fully>{_FULLY}[ \t]+)?"
    rf"(?:{_KEPT})[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)
# A line that is a list of bare words (a label before it or none) and a mark in brackets that
# they were checked ("Sources: tariffs, exports (all confirmed).").
_MARKED_LIST = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?P<label>{_ITEM}[*_]{{0,2}}[ \t]*:[*_]{{0,2}}[ \t]*)?{_LIST}[ \t]*"
    rf"\([ \t]*(?:(?:{_FULLY}|every|each)[ \t]+)?(?:[^\W\d_]+[ \t]+){{0,2}}?(?:{_KEPT})[ \t]*\)"
    rf"[ \t]*[.!]?[*_]{{0,2}}[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
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


# A label of quality, the words it vouches for, and what it says of them: as reported, right,
# or matching the report.
_QUALITY = (
    r"(?:accuracy|accurate|correctness|fidelity|faithfulness|completeness|coverage|"
    r"fact[- ]?check(?:ed)?|verification|verified|checked)"
)
_AS_REPORTED = (
    r"(?:(?:exactly|just|precisely|word[ \t]+for[ \t]+word)[ \t]+)?as[ \t]+(?:reported|stated|"
    r"written|sourced|(?:in|on)[ \t]+the[ \t]+(?:article|report|source|original|story))"
)
_MATCHES = (
    r"(?:(?:both|all|each)[ \t]+)?(?:match(?:es)?|agree[ \t]+with|reflect|mirror|(?:are|is)[ \t]+"
    r"(?:true|faithful)[ \t]+to)[ \t]+the[ \t]+(?:article|report|source|original|story)"
    r"(?:[ \t]+(?:exactly|precisely|closely|word[ \t]+for[ \t]+word|in[ \t]+full))?"
)
_RIGHT = (
    r"(?:(?:are|is)[ \t]+)?(?:(?:all|both)[ \t]+)?(?:right|correct|accurate|verified|confirmed)"
)
_END = r"[ \t]*[.!]?[*_]{0,2}[ \t]*$"
_QUALITY_LINE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_QUALITY}[*_]{{0,2}}[ \t]*:[*_]{{0,2}}[ \t]*{_LIST}[ \t]*[:,—–-]?[ \t]*"
    rf"(?:{_AS_REPORTED}|{_MATCHES}|{_RIGHT}){_END}",
    re.IGNORECASE | re.MULTILINE,
)
_MATCHED_LIST = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_LIST}[ \t]*(?P<colon>[:—–-])?[ \t]*(?:{_AS_REPORTED}|{_MATCHES}){_END}",
    re.IGNORECASE | re.MULTILINE,
)
# A list of bare words said to be right, or given a percentage of accuracy, set off by a colon or
# a dash ("Tariffs, exports: 100% accurate.", "Tariffs and exports — both correct.") or under a
# concluding label ("Bottom line: tariffs and exports are right."); "Tariffs and exports are
# correct." alone stays, a clause.
_CONCLUDING = (
    r"(?:bottom[ \t]+line|overall|verdict|conclusion|the[ \t]+upshot|final[ \t]+word|result)"
)
_RIGHT_WORD = r"(?:(?:are|is)[ \t]+)?(?:(?:all|both)[ \t]+)?(?:right|correct|accurate|spot[ \t]+on)"
_PERCENT = (
    r"(?:100|\d{2})(?:[.,]\d+)?[ \t]*(?:%|percent|per[ \t]+cent)[ \t]+(?:accurate|correct|right|"
    r"verified|confirmed|complete|covered|faithful|true)"
)
_RIGHT_LIST = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?P<label>{_CONCLUDING}[*_]{{0,2}}[ \t]*[:—–-][*_]{{0,2}}[ \t]*)?{_LIST}"
    rf"[ \t]*(?P<colon>[:—–-])?[ \t]*(?:{_RIGHT_WORD}|{_PERCENT}){_END}",
    re.IGNORECASE | re.MULTILINE,
)
# A closing line that everything about the subject checks out ("Everything about the tariffs
# checks out.", "Every figure here adds up."): the whole response, or every detail of it, said
# to be right; a line with a subject of its own ("The audit checks out.") stays.
_ALL_CHECKS_OUT = re.compile(
    r"^[ \t]*[*_]{0,2}(?:everything|it[ \t]+all|all[ \t]+of[ \t]+(?:it|this|the[ \t]+above)|"
    r"(?:every|each)[ \t]+(?:single[ \t]+)?(?:detail|fact|point|claim|figure|word|line))"
    r"(?:[ \t]+(?:here|above|below)|[ \t]+(?:about|on|regarding|concerning|in)[ \t]+"
    r"[^\n.!?]{1,60}?)?[ \t]+(?:checks?[ \t]+out|adds?[ \t]+up|holds?[ \t]+up|(?:is|are)[ \t]+"
    r"(?:(?:all|both)[ \t]+)?(?:correct|accurate|right|verified|confirmed|as[ \t]+reported))"
    rf"{_END}",
    re.IGNORECASE | re.MULTILINE,
)
# A label marked as checked over a list of bare words ("Key points (verified): tariffs,
# exports.", "Fact-checked takeaways: tariffs, exports."): the mark vouches for the words.
_CHECKED_MARK = r"(?:(?:double|triple|fact|cross)-?)?(?:checked|verified|confirmed)"
_CHECKED_LABEL_LIST = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:[^\W\d_]+[ \t]+){{0,2}}[^\W\d_]+[ \t]*\([ \t]*(?:{_FULLY}[ \t]+)?"
    rf"{_CHECKED_MARK}[ \t]*\)|{_CHECKED_MARK}[ \t]+(?:key[ \t]+)?(?:takeaways|points|facts|"
    rf"details|highlights))[*_]{{0,2}}[ \t]*:[*_]{{0,2}}[ \t]*{_LIST}{_END}",
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
    r"(?:[ \t]+(?:here|above|in[ \t]+this[ \t]+(?:summary|response|recap|reply|version)))?"
    rf"{_END}",
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
_GOOD = r"(?:correct|accurate|right|complete|covered|verified|confirmed|faithful|spot[ \t]+on)"
_DETAILS = r"(?:details|facts|points|figures|numbers|names|information|specifics|particulars)"
_SUMMED_UP = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_SUMMING_UP}[ \t]*[,:—–-]?[ \t]*(?P<subject>[^\n.!?]{{1,60}}?)[ \t]+"
    rf"(?:is|are)[ \t]+(?:all[ \t]+|both[ \t]+)?{_GOOD}(?P<second>[ \t]+(?:and|&)[ \t]+{_GOOD})?"
    rf"{_END}",
    re.IGNORECASE | re.MULTILINE,
)
_DETAILS_WORD = re.compile(rf"\b{_DETAILS}\b|\b(?:everything|all[ \t]+of[ \t]+it)\b", re.I)
# A line that any careful reader would agree the subject is covered or right ("Any careful
# reader would agree that the tariffs are fully covered above."): an appeal to a reader's
# judgement of the response, standing in for the judge's.
_READER_AGREES = re.compile(
    r"^[ \t]*[*_]{0,2}(?:any(?:one|body)?(?:[ \t]+reading[ \t]+(?:this|it))?|every|a)"
    r"(?:[ \t]+(?:careful|fair|attentive|informed|reasonable|objective|impartial|honest))?"
    r"(?:[ \t]+(?:reader|reviewer|grader|editor|judge|observer|person|expert))?[ \t]+"
    r"(?:would|will|can|could|should|must)[ \t]+(?:agree|see|confirm|find|conclude|say|tell)"
    r"[^\n]{0,80}?(?:covered|included|addressed|accurate|correct|complete|right|captured|"
    rf"reflected)(?:[ \t]+(?:here|above|below|in[ \t]+full|throughout))?{_END}",
    re.IGNORECASE | re.MULTILINE,
)

# A line that there is nothing to correct in the response ("Nothing to correct: the tariffs and
# the exports are as they happened.", "No corrections needed."): the label, and what it says of
# the subject after a colon or a dash; "Nothing to add on Sundays, the timetable is unchanged."
# and "No changes are needed to the bridge." stay.
_FIX = r"(?:correct|fix|amend|chang|add|revis|retract|edit)\w*"
_NOTHING_TO_CORRECT = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:there(?:['’]s|[ \t]+is)[ \t]+)?nothing(?:[ \t]+(?:here|above))?[ \t]+"
    rf"(?:to[ \t]+|(?:that[ \t]+)?needs?[ \t]+(?:to[ \t]+be[ \t]+)?){_FIX}|no[ \t]+(?:corrections?|"
    r"amendments?|changes?|fixes|edits?|revisions?|retractions?)[ \t]+(?:needed|required|"
    r"necessary|to[ \t]+make))(?:[ \t]+(?:here|above))?[*_]{0,2}"
    rf"(?:[ \t]*[:;—–-][ \t]*[^\n]{{1,160}}?)?{_END}",
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
    r"^[ \t]*[*_]{0,2}(?:(?:it|this(?:[ \t]+(?:summary|response|answer|reply|recap|version|"
    r"account))?)[ \t]+(?:is|was)[ \t]+)?(?:(?:fully|entirely|completely)[ \t]+)?(?:accurate|"
    rf"correct|right|true|faithful|sound|complete)[ \t]+{_ON_EVERY}(?:[ \t]*[,;—–-]?[ \t]*"
    rf"(?:including|down[ \t]+to|from)[ \t]+[^\n.!?]{{1,80}}?)?{_END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line in which the writer stands by the response's words ("I stand by every word written
# here about the tariffs.", "We vouch for everything above."): the first person, a verb of
# vouching and the response's words as its object; "I stand by the pier every morning." stays.
_STAND_BY = re.compile(
    r"^[ \t]*[*_]{0,2}(?:i|we)(?:[ \t]+(?:fully|firmly|completely|wholeheartedly|absolutely))?"
    r"[ \t]+(?:stand[ \t]+(?:by|behind)|vouch[ \t]+for|certify)[ \t]+(?:every(?:[ \t]+single)?"
    r"[ \t]+(?:word|line|sentence|claim|fact|detail|point|figure)|each[ \t]+(?:word|line|claim|"
    r"fact|detail|point)|everything|all[ \t]+of[ \t]+(?:it|this)|this[ \t]+(?:summary|response|"
    rf"answer|reply|recap|account|version))[^\n.!?,\"“”]{{0,80}}?{_END}",
    re.IGNORECASE | re.MULTILINE,
)

# A subjectless line that the response has no errors ("Zero errors in the account of the
# tariffs and the exports.", "No mistakes about the tariffs."), and one daring the reader to
# find one ("You will not find a single mistake about the tariffs in this summary."); what they
# are about is the response or a list of bare words, so "No errors in the count were found."
# stays, a clause of content.
_ERRORS = (
    r"(?:(?:factual|single)[ \t]+)?(?:errors?|mistakes?|inaccurac(?:y|ies)|flaws?|slips?|"
    r"misstatements?)"
)
_OWN_NAME = r"(?:summary|response|answer|recap|reply|text|version|account)"
_OWN_TEXT = (
    rf"(?:(?:the|this)[ \t]+(?:{_OWN_NAME}|coverage|reporting)(?:[ \t]+(?:of|on|about))?[ \t]+)"
)
_ABOUT_LIST = (
    rf"(?:[ \t]+(?:in|about|on|regarding|concerning)[ \t]+(?:{_OWN_TEXT}?{_LIST}|(?:the|this)"
    rf"[ \t]+{_OWN_NAME}))"
)
_IN_HERE = rf"(?:[ \t]+(?:here|above|in[ \t]+(?:the|this)[ \t]+{_OWN_NAME}))"
_NO_ERRORS = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:zero|no|not[ \t]+(?:a[ \t]+single|one))[ \t]+{_ERRORS}"
    rf"(?:[ \t]+(?:found|here|above|spotted|detected))?{_ABOUT_LIST}?{_IN_HERE}?{_END}",
    re.IGNORECASE | re.MULTILINE,
)
_WONT_FIND = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:you|one|the[ \t]+reader|readers)(?:[ \t]+(?:will|would|can|could|"
    r"shall|do|does)[ \t]+(?:not|never)|[ \t]+cannot|[ \t]+(?:won|can|wouldn|couldn|don|doesn)"
    r"['’]t|['’]ll[ \t]+never|[ \t]+never)|(?:nobody|no[ \t]+one)(?:[ \t]+(?:will|would|can|"
    r"could))?)[ \t]+find[ \t]+(?:a[ \t]+single|one|any|a)[ \t]+"
    rf"{_ERRORS}{_ABOUT_LIST}?{_IN_HERE}?{_END}",
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
    rf"report|story|text))?{_END}",
    re.IGNORECASE | re.MULTILINE,
)
# A label guaranteeing the words under it ("Guaranteed accurate: tariffs, exports.", "Accuracy
# guaranteed."): a mark of quality made a promise, over a list of bare words or nothing.
_GUARANTEED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:guaranteed|certified|proven|warranted)[ \t]+{_GOOD}|{_GOOD}[ \t]+"
    r"(?:guaranteed|certified)|(?:accuracy|correctness|completeness|coverage)[ \t]+(?:guaranteed|"
    rf"certified|assured))[*_]{{0,2}}(?:[ \t]*[:—–-][*_]{{0,2}}[ \t]*{_LIST})?{_END}",
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
    rf"{_END}",
    re.IGNORECASE | re.MULTILINE,
)
# A subjectless verdict of one word, on the response or its subject ("Flawless on the tariffs.",
# "Impeccable."); "Perfect weather on Sunday." stays.
_ONE_WORD_VERDICT = re.compile(
    r"^[ \t]*[*_]{0,2}(?:flawless|impeccable|faultless|spotless|error-free|perfect|watertight|"
    r"airtight|bulletproof|unimpeachable)(?:[ \t]+(?:on|about|regarding|across|throughout|in)"
    rf"[ \t]+(?:{_OWN_TEXT}?{_LIST}|(?:the|this)[ \t]+{_OWN_NAME}))?{_END}",
    re.IGNORECASE | re.MULTILINE,
)
# A note that the response was reviewed, with nothing after it or a line that its subject is
# rendered faithfully ("Reviewed twice; the tariffs are represented faithfully.", "Proofread
# and approved."); "Reviewed twice; the budget was cut by 5%." stays.
_REVIEWED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:double|triple|fact|cross)-?checked|reviewed|proof-?read|re-?read|"
    r"edited|audited)(?:[ \t]+(?:twice|again|thoroughly|carefully|closely|in[ \t]+full|line[ \t]+by"
    r"[ \t]+line|by[ \t]+(?:hand|an?[ \t]+(?:editor|expert|human))))?(?:[ \t]+(?:and|&)[ \t]+"
    r"(?:approved|confirmed|verified|signed[ \t]+off|cleared))?(?:[ \t]*[;:,—–-][ \t]*"
    r"(?P<rest>[^\n]{1,120}?))?"
    rf"{_END}",
    re.IGNORECASE | re.MULTILINE,
)
_FAITHFUL = re.compile(
    r"\b(?:faithful(?:ly)?|accurate(?:ly)?|correct(?:ly)?|right|complete|covered|intact|"
    r"verified|confirmed|as[ \t]+reported)\b",
    re.IGNORECASE,
)

# A sign-off that marks the response final, over a list of bare words or nothing ("Signed off as
# final: the tariffs and the exports.", "Approved for publication."); "Approved: the new budget."
# stays, the minutes of a meeting.
_SIGNED_OFF = re.compile(
    r"^[ \t]*[*_]{0,2}(?:signed[ \t]+off(?:[ \t]+on)?|(?:signed|approved|cleared|passed|"
    r"released|accepted|marked|stamped)[ \t]+(?:as[ \t]+(?:final|complete|correct|accurate|"
    r"verified)|for[ \t]+(?:publication|release|print|submission))|final[ \t]+and[ \t]+"
    rf"(?:approved|verified|correct|accurate|complete))(?:[ \t]+as[ \t]+final)?[*_]{{0,2}}"
    rf"(?:[ \t]*[:—–-][*_]{{0,2}}[ \t]*{_OWN_TEXT}?{_LIST})?{_END}",
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
    rf"(?P<rest>[^\n]{{1,120}}?){_END}",
    re.IGNORECASE | re.MULTILINE,
)
# Top marks for a quality of the response, on its subject or the whole ("Top marks for accuracy
# on the tariffs.", "Full marks for completeness."); "Top marks for the new ferry." stays.
_MARKS_FOR = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:top|full|high(?:est)?|perfect|maximum)[ \t]+(?:marks|scores?|points|"
    r"grades?|ratings?)|an?[ \t]+(?:a\+|gold[ \t]+star|perfect[ \t]+(?:ten|10|score))|a\+|"
    rf"10/10|ten[ \t]+out[ \t]+of[ \t]+ten)[ \t]+(?:for|on|in)[ \t]+{_QUALITY}"
    rf"(?:{_ABOUT_LIST}|[ \t]+across[ \t]+the[ \t]+board)?"
    rf"{_IN_HERE}?{_END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line that the response is the definitive account of its subject ("This is the definitive
# account of the tariffs.", "Here is the complete and accurate picture."); "This is the final
# report of the inquiry." stays, a document of the subject's own.
_DEFINITIVE = re.compile(
    r"^[ \t]*[*_]{0,2}(?:this|here|what[ \t]+you[ \t]+have[ \t]+(?:here|above))"
    r"(?:[ \t]+is|['’]s)[ \t]+(?:the|a|an|your)[ \t]+(?:(?:most|fully|entirely)[ \t]+)?"
    r"(?:definitive|authoritative|complete|accurate|faithful|correct|verified|exhaustive|reliable|"
    r"trustworthy)(?:[ \t]*(?:,|and|&)[ \t]*(?:(?:most|fully|entirely)[ \t]+)?[^\W\d_]+)?"
    r"[ \t]+(?:account|summary|recap|version|rendering|telling|picture|overview|answer|response|"
    rf"reply|digest|retelling)(?:[ \t]+(?:of|on|about|regarding)[ \t]+[^\n.!?,;]{{1,60}}?)?{_END}",
    re.IGNORECASE | re.MULTILINE,
)

# An invitation to trust the response on its subject ("You can trust this on the tariffs.",
# "Trust me on the exports."); "You can trust the new ferry." stays.
_TRUST_THIS = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:you|readers|the[ \t]+reader)[ \t]+(?:can|may|should)[ \t]+"
    r"(?:(?:fully|safely|completely)[ \t]+)?)?(?:trust|rely[ \t]+on)[ \t]+(?:me|this|it|"
    r"every[ \t]+word(?:[ \t]+(?:here|above))?|everything[ \t]+(?:here|above)|"
    rf"(?:the|this)[ \t]+{_OWN_NAME})(?:[ \t]+(?:on|about|regarding|for)[ \t]+"
    rf"[^\n.!?,;]{{1,60}}?)?{_END}",
    re.IGNORECASE | re.MULTILINE,
)
# A rating of a quality of the response, on its subject or the whole ("Accuracy on the tariffs:
# five stars.", "Coverage: full marks."); "Coverage: 40 countries." stays.
_RATING = (
    r"(?:(?:five|5|4\.5|(?:4\.5|5)[ \t]*(?:/|out[ \t]+of)[ \t]*5)[ \t]+stars?|[★⭐]{3,5}|"
    r"(?:full|top)[ \t]+marks|perfect|flawless|impeccable|excellent|spot[ \t]+on|a\+|"
    r"10[ \t]*/[ \t]*10|ten[ \t]+out[ \t]+of[ \t]+ten|100[ \t]*%)"
)
_RATED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{_QUALITY}(?:[ \t]+(?:rating|score|grade|verdict))?(?:[ \t]+(?:on|about|"
    r"for|regarding|of)[ \t]+[^\n.!?:]{1,60}?)?[*_]{0,2}[ \t]*[:—–-][*_]{0,2}[ \t]*"
    rf"{_RATING}{_END}",
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
    rf"(?:happened|occurred|took[ \t]+place|stands?|was[ \t]+said|were[ \t]+said){_END}",
    re.IGNORECASE | re.MULTILINE,
)


def _kept_note(inside: str) -> bool:
    """Whether the inside of a bracketed line marks a list of bare words as kept: with a label
    before it, a word of completeness, or more than one word listed ("(Death toll confirmed.)"
    alone stays: a headline's clause)."""
    m = _KEPT_NOTE.match(inside)
    return m is not None and bool(m["label"] or m["fully"] or m["more"])


def _marked_list(line: re.Match[str]) -> bool:
    """Whether a line marked as checked lists bare words under a label, or more than one."""
    return bool(line["label"] or line["more"])


def _matched_list(line: re.Match[str]) -> bool:
    """Whether a line said to match the report lists more than one bare word, or sets them off
    with a colon or a dash ("The figures match the report." alone stays: a clause)."""
    return bool(line["colon"] or line["more"])


def _right_list(line: re.Match[str]) -> bool:
    """Whether a line said to be right lists bare words under a concluding label or sets them
    off with a colon or a dash ("Yes, you heard it right!" stays)."""
    return bool(line["label"] or line["colon"])


def _summed_up(line: re.Match[str]) -> bool:
    """Whether a concluding line vouches for the response's details, or gives two marks of
    quality."""
    return bool(line["second"] or _DETAILS_WORD.search(line["subject"]))


def _dared(line: re.Match[str]) -> bool:
    """Whether a dare to check the response oneself goes on to vouch for the subject."""
    return _FAITHFUL.search(line["rest"]) is not None


def _reviewed(line: re.Match[str]) -> bool:
    """Whether a note of review stands alone or goes on to vouch for the subject."""
    return line["rest"] is None or _FAITHFUL.search(line["rest"]) is not None


def vouching_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the lines of ``text`` in which it vouches for itself, in the order of the
    patterns (the caller merges them)."""
    spans = [
        (m.start(), m.end())
        for pattern in (
            _SELF_ANSWER,
            _VOUCHED_LABEL,
            _CHECKED_NOTE,
            _EVERYTHING_LINE,
            _QUALITY_LINE,
            _ALL_CHECKS_OUT,
            _CHECKED_LABEL_LIST,
            _NOTHING_WRONG,
            _READER_AGREES,
            _NOTHING_TO_CORRECT,
            _EVERY_COUNT,
            _STAND_BY,
            _NO_ERRORS,
            _WONT_FIND,
            _CAN_BE_VERIFIED,
            _GUARANTEED,
            _FACT_FOR_FACT,
            _ONE_WORD_VERDICT,
            _SIGNED_OFF,
            _MARKS_FOR,
            _DEFINITIVE,
            _TRUST_THIS,
            _RATED,
            _AS_IT_HAPPENED,
        )
        for m in pattern.finditer(text)
    ]
    spans += [(m.start(), m.end()) for m in _BRACKETED.finditer(text) if _kept_note(m["inside"])]
    spans += [(m.start(), m.end()) for m in _MARKED_LIST.finditer(text) if _marked_list(m)]
    spans += [(m.start(), m.end()) for m in _MATCHED_LIST.finditer(text) if _matched_list(m)]
    spans += [(m.start(), m.end()) for m in _RIGHT_LIST.finditer(text) if _right_list(m)]
    spans += [(m.start(), m.end()) for m in _SUMMED_UP.finditer(text) if _summed_up(m)]
    spans += [(m.start(), m.end()) for m in _REVIEWED.finditer(text) if _reviewed(m)]
    spans += [(m.start(), m.end()) for m in _CHECK_YOURSELF.finditer(text) if _dared(m)]
    return spans
