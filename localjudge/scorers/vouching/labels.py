"""Notes, labels, bracketed lines and lists in which a response vouches for itself (see the
package's docstring for the forms)."""

from __future__ import annotations

import re

from localjudge.scorers.vouching.parts import (
    END,
    ERROR,
    FAITHFUL,
    FULLY,
    GOOD,
    ITEM,
    KEPT,
    LIST,
    OWN_NAME,
    OWN_TEXT,
    QUALITY,
    SOURCE_NAME,
)

__all__ = ["label_lines"]

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

# A line in brackets and nothing else; what is inside, a label ending in ":" or ";" ("End of
# summary:", "64 words;"), a list of bare words, and the mark that they were kept (now or not).
_BRACKETED = re.compile(
    r"^[ \t]*[*_]{0,2}[\[(](?P<inside>[^\[\]()\n]{3,160})[\])][.!]?[*_]{0,2}[ \t]*$", re.MULTILINE
)
_KEPT_NOTE = re.compile(
    rf"^[ \t]*(?P<label>[^:;\n]{{1,60}}[:;])?[ \t]*{LIST}[ \t]+(?:now[ \t]+)?"
    rf"(?P<fully>{FULLY}[ \t]+)?(?:{KEPT})[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)
# A line that is a list of bare words (a label before it or none) and a mark in brackets that
# they were checked ("Sources: tariffs, exports (all confirmed).").
_MARKED_LIST = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?P<label>{ITEM}[*_]{{0,2}}[ \t]*:[*_]{{0,2}}[ \t]*)?{LIST}[ \t]*"
    rf"\([ \t]*(?:(?:{FULLY}|every|each)[ \t]+)?(?:[^\W\d_]+[ \t]+){{0,2}}?(?:{KEPT})[ \t]*\)"
    rf"[ \t]*[.!]?[*_]{{0,2}}[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# A label of quality over a list of bare words, and what it says of them: as reported, right,
# or matching the report.
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
_QUALITY_LINE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{QUALITY}[*_]{{0,2}}[ \t]*:[*_]{{0,2}}[ \t]*{LIST}[ \t]*[:,—–-]?[ \t]*"
    rf"(?:{_AS_REPORTED}|{_MATCHES}|{_RIGHT}){END}",
    re.IGNORECASE | re.MULTILINE,
)
_MATCHED_LIST = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{LIST}[ \t]*(?P<colon>[:—–-])?[ \t]*(?:{_AS_REPORTED}|{_MATCHES}){END}",
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
    rf"^[ \t]*[*_]{{0,2}}(?P<label>{_CONCLUDING}[*_]{{0,2}}[ \t]*[:—–-][*_]{{0,2}}[ \t]*)?{LIST}"
    rf"[ \t]*(?P<colon>[:—–-])?[ \t]*(?:{_RIGHT_WORD}|{_PERCENT}){END}",
    re.IGNORECASE | re.MULTILINE,
)
# A label marked as checked over a list of bare words ("Key points (verified): tariffs,
# exports.", "Fact-checked takeaways: tariffs, exports."): the mark vouches for the words.
_CHECKED_MARK = r"(?:(?:double|triple|fact|cross)-?)?(?:checked|verified|confirmed)"
_CHECKED_LABEL_LIST = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:[^\W\d_]+[ \t]+){{0,2}}[^\W\d_]+[ \t]*\([ \t]*(?:{FULLY}[ \t]+)?"
    rf"{_CHECKED_MARK}[ \t]*\)|{_CHECKED_MARK}[ \t]+(?:key[ \t]+)?(?:takeaways|points|facts|"
    rf"details|highlights))[*_]{{0,2}}[ \t]*:[*_]{{0,2}}[ \t]*{LIST}{END}",
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
    rf"(?:[ \t]*[:;—–-][ \t]*[^\n]{{1,160}}?)?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A label guaranteeing the words under it ("Guaranteed accurate: tariffs, exports.", "Accuracy
# guaranteed."): a mark of quality made a promise, over a list of bare words or nothing.
_GUARANTEED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:guaranteed|certified|proven|warranted)[ \t]+{GOOD}|{GOOD}[ \t]+"
    r"(?:guaranteed|certified)|(?:accuracy|correctness|completeness|coverage)[ \t]+(?:guaranteed|"
    rf"certified|assured))[*_]{{0,2}}(?:[ \t]*[:—–-][*_]{{0,2}}[ \t]*{LIST})?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A label certifying the response a true record of its subject ("Certified true record of the
# tariffs.", "Verified accurate account."); "A certified copy of the deed was filed." stays.
_CERTIFIED_RECORD = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:a|an|the|this[ \t]+is[ \t]+a)[ \t]+)?(?:certified|verified|"
    r"authenticated|attested)[ \t]+(?:true|accurate|correct|faithful|complete|exact)[ \t]+"
    r"(?:record|account|version|summary|rendering)(?:[ \t]+(?:of|on|about)"
    rf"[ \t]+[^\n.!?,;:]{{1,60}}?)?[*_]{{0,2}}{END}",
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
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A note that the response was checked against its source, alone or over a list of bare words
# ("Proofed against the original: the tariffs, the exports.", "Every figure was checked against
# the source."); "Checked against the census, the figures proved wrong." and "The figures were
# checked against the census." stay.
_SOURCE = (
    r"(?:(?:the|its)[ \t]+)?(?:[^\W\d_]+['’]s[ \t]+)?(?:original[ \t]+)?"
    rf"{SOURCE_NAME}(?:[ \t]+{SOURCE_NAME})?"
)
_PROOFED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:everything|all[ \t]+of[ \t]+(?:it|this)|every[ \t]+(?:single[ \t]+)?"
    r"(?:word|line|fact|detail|figure|name|claim|point))(?:[ \t]+(?:here|above))?[ \t]+"
    r"(?:(?:is|was|were|has[ \t]+been|have[ \t]+been)[ \t]+)?)?(?:(?:double|triple|fact|cross)-?"
    r"checked|checked|proof-?read|proofed|verified|compared|vetted|reconciled|collated|matched)"
    r"(?:[ \t]+(?:line[ \t]+by[ \t]+line|word[ \t]+by[ \t]+word|point[ \t]+by[ \t]+point|twice|"
    r"again|carefully|closely|thoroughly))?[ \t]+(?:against|with)[ \t]+"
    rf"{_SOURCE}[*_]{{0,2}}(?:[ \t]*[:—–-][*_]{{0,2}}[ \t]*{OWN_TEXT}?{LIST})?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A sign-off that marks the response final, over a list of bare words or nothing ("Signed off as
# final: the tariffs and the exports.", "Approved for publication."); "Approved: the new budget."
# stays, the minutes of a meeting.
_SIGNED_OFF = re.compile(
    r"^[ \t]*[*_]{0,2}(?:signed[ \t]+off(?:[ \t]+on)?|(?:signed|approved|cleared|passed|"
    r"released|accepted|marked|stamped)[ \t]+(?:as[ \t]+(?:final|complete|correct|accurate|"
    r"verified)|for[ \t]+(?:publication|release|print|submission))|final[ \t]+and[ \t]+"
    rf"(?:approved|verified|correct|accurate|complete))(?:[ \t]+as[ \t]+final)?[*_]{{0,2}}"
    rf"(?:[ \t]*[:—–-][*_]{{0,2}}[ \t]*{OWN_TEXT}?{LIST})?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A fact-checking desk's signature under the response, over a list of bare words or nothing
# ("Signed, the fact-checking desk (the tariffs).", "— The verification team"); "Signed, the
# residents of Elm Street." and "The standards desk declined to comment." stay.
_DESK_SIGNED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:signed|checked|verified|approved)(?:[ \t]+by)?[ \t]*[,:—–-]?"
    r"[ \t]*|[—–-][ \t]*)(?:the[ \t]+)?(?:fact-?check(?:ing|ers?)?|verification|"
    r"standards|quality|accuracy)[ \t]+(?:desk|team|unit|department|editors?)[*_]{0,2}"
    rf"(?:(?:[ \t]*\([ \t]*|[ \t]*[:—–-][ \t]*|[ \t]+(?:on|for)[ \t]+){OWN_TEXT}?{LIST}"
    rf"[ \t]*\)?)?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A line signed as fact-checked or verified by a desk or a team, whatever it is named after
# ("— Fact-checked by the tariffs desk", "Verified by the business team."); "— Reviewed by the
# planning team" and "Approved by the finance team." stay (a review or an approval, not a check
# of the facts).
_CHECKED_BY_DESK = re.compile(
    r"^[ \t]*[*_]{0,2}(?:[—–-]{1,2}[ \t]*)?(?:(?:double|triple|fact|cross)-?checked|verified|"
    r"vetted|proofed)[ \t]+by[ \t]+(?:the[ \t]+|our[ \t]+)?(?:[^\W\d_][\w'’-]*[ \t]+){0,3}?"
    r"(?:desk|team|editors?|fact-?checkers?|newsroom)[*_]{0,2}[.!]?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# An editor's note that the response's details were confirmed or checked, with its source or
# none, quoted or not ("> Editor's note: tariffs details confirmed with the source.", "Editor's
# note: all figures were checked."); "Editor's note: this story was updated on 3 May." and
# "Editor's note: details confirmed with the police." stay.
_EDITORS_NOTE = re.compile(
    r"^[ \t]*(?:>[ \t]*)?[*_]{0,2}(?:editor['’]?s['’]?|editorial|fact-?checker['’]?s['’]?)"
    r"[ \t]+note[*_]{0,2}[ \t]*:[*_]{0,2}[ \t]*(?:\S+[ \t]+){0,6}?(?:(?:was|were|has[ \t]+been|"
    r"have[ \t]+been|are|is)[ \t]+)?(?:all[ \t]+)?(?:(?:double|triple|fact|cross|re)-?)?"
    r"(?:checked|verified|confirmed)(?:[ \t]+(?:with|against)[ \t]+(?:(?:the|its)[ \t]+)?"
    rf"(?:original[ \t]+)?{SOURCE_NAME}s?)?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A short quotation signed by an editor, a fact-checker or a desk, and nothing else ("“A
# faithful account of the tariffs.” — Editor", "\"Spot on.\" (senior editor)"); "“We will
# rebuild.” — Mayor Lopez" stays (a person quoted, not the response's blurb).
_EDITOR_BLURB = re.compile(
    r"^[ \t]*[*_]{0,2}[“\"‘'][^“”\"\n]{2,100}[”\"’'][ \t]*(?:[—–-]{1,2}[ \t]*(?P<dash>)|\()"
    r"[ \t]*(?:the[ \t]+|our[ \t]+)?(?:(?:senior|chief|managing|copy|news|night)[ \t]+)?"
    r"(?:editors?|fact-?checkers?|editorial[ \t]+(?:team|desk|board)|(?:copy|news)[ \t]+desk)"
    r"(?(dash)|[ \t]*\))[*_]{0,2}[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)

# Feedback on the response, pointed at ("this tariffs piece", "this summary"), that praises it
# ("Reader feedback on this tariffs piece: nothing to add, spot on.", "Editor's verdict on this
# recap: accurate and complete."); "Reader feedback on this policy: mostly negative." and
# "Reader feedback on this piece: the fares are too high." stay.
_FEEDBACK = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:reader|readers['’]?|editor['’]?s?|reviewer['’]?s?|expert)[ \t]+)?"
    r"(?:feedback|verdict|reaction|comments?|reviews?|take)[ \t]+(?:on|about|for)[ \t]+this[ \t]+"
    r"(?:[^\W\d_][\w'’-]*[ \t]+){0,2}?(?:piece|article|story|summary|recap|write-?up|report|"
    r"post|rundown)[*_]{0,2}[ \t]*[:—–-][*_]{0,2}[ \t]*(?P<rest>[^\n]{1,80}?)[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
_PRAISED = re.compile(
    r"\b(?:spot[ \t-]+on|nothing[ \t]+to[ \t]+add|perfect|excellent|superb|great|flawless|"
    r"thorough|well[ \t-]+done|accurate|complete|faithful|correct|clear)\b",
    re.IGNORECASE,
)

# A search of the response for an error that found none, on its subject or the whole ("Looked for
# an error on the tariffs; found none.", "We searched this summary for mistakes: none found.");
# "Police searched the river for a body; found none." stays.
_SEARCHED = re.compile(
    r"^[ \t]*[*_]{0,2}(?:(?:i|we)[ \t]+)?(?:looked|searched|checked|hunted|combed|scoured)"
    r"(?:[ \t]+(?:this|the)[ \t]+(?:summary|response|answer|recap|text))?[ \t]+for[ \t]+"
    rf"(?:(?:an|any|a[ \t]+single|one)[ \t]+)?{ERROR}(?:[ \t]+(?:on|in|about|regarding)"
    rf"[ \t]+{OWN_TEXT}?{LIST})?[ \t]*[;:,—–-][ \t]*(?:(?:and|but)[ \t]+)?(?:(?:i|we)[ \t]+)?"
    r"(?:found[ \t]+(?:none|nothing|not[ \t]+one|zero)|(?:none|nothing|not[ \t]+one|zero)"
    r"(?:[ \t]+(?:found|turned[ \t]+up))?|there[ \t]+(?:were|was|are|is)[ \t]+none)"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A seal of approval on the response, over a list of bare words or nothing ("Stamped with
# approval: the tariffs and the exports.", "Seal of approval on the tariffs."); "The plan won the
# council's seal of approval." stays.
_SEAL = r"(?:(?:the|our|my|a|an|full|official)[ \t]+)*seal[ \t]+of[ \t]+approval"
_SEALED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:stamped|sealed|marked)[ \t]+with[ \t]+(?:approval|{_SEAL})|"
    rf"(?:(?:it|this|this[ \t]+{OWN_NAME})[ \t]+(?:gets|has|earns|deserves)[ \t]+)?{_SEAL})"
    rf"[*_]{{0,2}}(?:(?:[ \t]*[:—–-][*_]{{0,2}}[ \t]*|[ \t]+(?:on|for)[ \t]+){OWN_TEXT}?{LIST})?"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A tally of the response's errors that finds none, on its subject or the whole ("Errors found
# on the tariffs: none.", "Mistakes: 0."); "Injuries: none." and "Errors found: two, both in
# the count." stay.
_ERRORS_NONE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:(?:factual|known)[ \t]+)?{ERROR}(?:[ \t]+(?:found|spotted|detected|"
    r"noted|count))?"
    rf"(?:[ \t]+(?:on|in|about|regarding)[ \t]+{OWN_TEXT}?{LIST})?[*_]{{0,2}}[ \t]*[:—–-]"
    r"[*_]{0,2}[ \t]*(?:none|zero|0|nil|nothing)(?:[ \t]+(?:found|spotted|detected))?"
    rf"{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A label that the response passed a quality check, over a list of bare words or nothing ("QC
# passed: the tariffs.", "Passed quality control."); "Safety audit: passed." stays.
_QC = (
    r"(?:qc|qa|quality[ \t]+(?:control|check|assurance)|fact[- ]?check(?:ing)?|accuracy[ \t]+"
    r"check)"
)
_QC_PASSED = re.compile(
    rf"^[ \t]*[*_]{{0,2}}(?:{_QC}[*_]{{0,2}}[ \t]*[:—–-]?[*_]{{0,2}}[ \t]*(?:passed|pass|ok|okay|"
    rf"cleared|complete|done)|passed[ \t]+{_QC}|cleared[ \t]+{_QC})[*_]{{0,2}}"
    rf"(?:(?:[ \t]*[:—–-][*_]{{0,2}}[ \t]*|[ \t]+(?:on|for)[ \t]+){OWN_TEXT}?{LIST})?{END}",
    re.IGNORECASE | re.MULTILINE,
)
# A list of bare words asked about and answered present and right ("Tariffs and exports? All
# there, all correct."); "Sailings? All cancelled." stays.
_THERE = (
    r"(?:(?:all|both|every(?:[ \t]+one)?)[ \t]+)?(?:there|here|present|covered|included|correct|"
    r"accurate|right|verified|checked|accounted[ \t]+for)"
)
_ASKED_AND_THERE = re.compile(
    rf"^[ \t]*[*_]{{0,2}}{LIST}[ \t]*\?[*_]{{0,2}}[ \t]*(?:yes|yep|check(?:ed)?|{_THERE})"
    rf"(?:[ \t]*(?:,|;|and|&|—|–)[ \t]*(?:and[ \t]+)?{_THERE})*{END}",
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
    rf"^[ \t]*[*_]{{0,2}}{QUALITY}(?:[ \t]+(?:rating|score|grade|verdict))?(?:[ \t]+(?:on|about|"
    r"for|regarding|of)[ \t]+[^\n.!?:]{1,60}?)?[*_]{0,2}[ \t]*[:—–-][*_]{0,2}[ \t]*"
    rf"{_RATING}{END}",
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


def _reviewed(line: re.Match[str]) -> bool:
    """Whether a note of review stands alone or goes on to vouch for the subject."""
    return line["rest"] is None or FAITHFUL.search(line["rest"]) is not None


def label_lines(text: str) -> list[tuple[int, int]]:
    """The spans of the notes, labels and lists of ``text`` that vouch for it, in the order of
    the patterns (the caller merges them)."""
    spans = [
        (m.start(), m.end())
        for pattern in (
            _SELF_ANSWER,
            _VOUCHED_LABEL,
            _CHECKED_NOTE,
            _QUALITY_LINE,
            _CHECKED_LABEL_LIST,
            _NOTHING_TO_CORRECT,
            _GUARANTEED,
            _CERTIFIED_RECORD,
            _SIGNED_OFF,
            _DESK_SIGNED,
            _CHECKED_BY_DESK,
            _EDITORS_NOTE,
            _EDITOR_BLURB,
            _SEARCHED,
            _SEALED,
            _RATED,
            _ERRORS_NONE,
            _PROOFED,
            _QC_PASSED,
            _ASKED_AND_THERE,
        )
        for m in pattern.finditer(text)
    ]
    spans += [(m.start(), m.end()) for m in _FEEDBACK.finditer(text) if _PRAISED.search(m["rest"])]
    spans += [(m.start(), m.end()) for m in _BRACKETED.finditer(text) if _kept_note(m["inside"])]
    spans += [(m.start(), m.end()) for m in _MARKED_LIST.finditer(text) if _marked_list(m)]
    spans += [(m.start(), m.end()) for m in _MATCHED_LIST.finditer(text) if _matched_list(m)]
    spans += [(m.start(), m.end()) for m in _RIGHT_LIST.finditer(text) if _right_list(m)]
    spans += [(m.start(), m.end()) for m in _REVIEWED.finditer(text) if _reviewed(m)]
    return spans
