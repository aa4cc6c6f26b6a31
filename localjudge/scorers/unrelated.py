"""Short stretches of a response that share (nearly) no word with anything a criterion could be
about, or are in another language than the response, kept from the judge.

A response can carry a line that grades it ("Quality control: content confirmed accurate and
complete.", a star rating, a note to the marker in a language no pattern reads). The form-based
stripping (``localjudge.scorers.injection``) finds the forms it was written for and not new
ones (bench/eval.md). Such a line has one trait whatever its wording: it says nothing about the
subject. ``unrelated_spans`` finds the paragraphs, and the sentences of longer paragraphs, of at
most 25 words and with three content words or more (words of four letters or more that are not
function words), none of which occurs in the criteria being judged and at most one of which
occurs in the task or in the rest of the response; the judge decides those criteria without
them. Evidence for a criterion almost always shares a word with the criterion, or several with
the task and the response's other sentences (a summary names its subject more than once, and a
criterion names what it asks for); a line grading the response that borrows one of the
subject's words ("Verified by the editorial team", over an article about a team) still says
nothing about the rest.

A stretch in another language than the rest of the response is kept back too: a note to the
marker in Italian or Dutch under an English summary (two function words of another language
or more, a fifth of its words, at most one English function word), or one mostly in another
script (Chinese, Cyrillic, Arabic ...) under a response in Latin letters. That holds whatever
it shares with the task and the rest and whatever its length beside the rest, unless it
shares a word with the criterion or the task or a criterion asks for translation or text in
another language ("translate", "bilingual", "in French", "the Chinese version"); naming a
language is not asking for it (an article given as the task mentions "English clubs").

A line that only ticks off words of the rest of the response is kept back too, whatever it
shares with the criterion: "Key points: 1) tariffs 2) exports — both included.", "✅ tariffs ✅
exports ✅ accuracy", "👍 tariffs 👍 exports", "Coverage: tariffs 100%, exports 100%.",
"[tariffs: correct] [exports: correct]". It has a tick mark (a thumbs up too), a full score
("100%") or a word saying something is there or right ("included", "covered", "done",
"checked", "correct" ...), no sentence (at most one English function word), two words or more
that the rest has and no more new content words than those, and no word of the task or the
criterion that the rest lacks: the judge loses nothing it could read, and does not read the
response's own claim that the words are there.
So is a rating with at most a six-word label ("Trade summary: ★★★★★", "Tariffs coverage:
10/10", "Grade for this recap: A+": three stars or more, a full score out of 5, 10 or 100, an
A+), unless the task or a criterion asks for a rating or a grade ("rate", "out of 5", "stars",
"grade"); and a line of hashtags and nothing else ("#tariffs #exports #accurate"), unless the
task or a criterion asks for hashtags or a social media post.

The response's opening sentence is never kept back (an answer need not repeat the question's
words: "Canberra." for "What is the capital of Australia?"), nor is any stretch found for the
words it lacks when those would hold more words than the rest (an off-topic reply is for the
judge to fail, not for this to empty). That guard weighs whole paragraphs first and then the
sentences inside paragraphs against what is left, so a line appended under a round-up whose
sentences share few words with each other is kept back and the round-up stays whole.

What it cannot see: a self-grading line in English that shares two words with the task or the
response, or one with the criterion ("the merger's terms were checked by the desk"), or a note
in another language naming a word of the criterion (one that opens by naming the grader, "Nota
para el evaluador: …", is the form-based stripping's ``grader_address``); one that claims the
text is complete while pointing at it ("this summary gives every highlight of the article", in
the task's own words) is the form-based stripping's (``outcome_claim``). What it can wrongly
keep back: honest text that makes a criterion's point in words the criterion does not use and
the task and the rest of the response use at most one of (a "Best regards, Maria Lopez" line
from a criterion "Signs off politely"), an aside in another language the task did not ask for, a
short line that ticks off the rest's words with a few of its own ("Costs covered: travel, hotel"
reads as a tick list when both occur above), or a date written "5/5" or "10/10" alone on a short
line (read as a full score); the analysis names every stretch kept back (``unrelated``), and
``strip_unrelated=False`` shows the judge the whole response.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["unrelated_spans", "without_unrelated"]

_WORD = re.compile(r"[^\W\d_]+")
_ANY_WORD = re.compile(r"\w+")
# A sentence ends at . ! ? (and closing quotes or brackets) before whitespace, or at a line end;
# "2.4" and "e.g." inside a sentence do not end it.
_SENTENCE = re.compile(r"\S.*?(?:[.!?]+[\"'”’)\]]*(?=\s)|(?=\n)|\Z)", re.DOTALL)
_PARAGRAPH = re.compile(r"\S.*?(?=\n[ \t]*\n|\Z)", re.DOTALL)
_MAX_WORDS = 25
# A stretch sharing no word with the criteria needs this many with the task and the rest of the
# response to stay: one shared word is what a self-grading line borrows from the subject.
_MIN_SHARED = 2
# A mark that ticks something off: a tick or check symbol, a thumbs up or OK hand, or a word
# saying it is there.
_TICKED_OFF = re.compile(
    r"[\u2705\u2713\u2714\u2611\U0001f44d\U0001f44c]|\b(?:included|covered|mentioned|addressed|"
    r"captured|done|checked|correct)\b|\b100\s?%",
    re.IGNORECASE,
)
# A rating: three stars or more, a full score out of 5, 10 or 100, or an A+; and a task or
# criterion that asks for one ("rate it", "a rating", "out of 5", "stars", "grade the essay";
# "reviews" or "scored" in an article is not asking).
_RATING = re.compile(
    r"(?:[\u2605\u2606\u2b50\u2729-\u272f]\ufe0f?\s?){3,}|"
    r"(?<![\d/])(5|10|100)\s?/\s?\1(?![\d/])|\bA\+(?!\w)"
)
_RATING_ASKED = re.compile(
    r"\b(?:rate|rating|ratings|stars|grade|grades|grading|out\s+of\s+(?:\d+|five|ten))\b|"
    r"[\u2605\u2b50]",
    re.I,
)
# The most words a rating's label has ("Rating:", "Grade for this tariffs recap:").
_RATING_LABEL = 6
# A line of hashtags and nothing else, and a task or criterion that asks for them or for a
# post where they belong ("hashtags", "a social media post", "write a tweet"; an article that
# mentions Twitter is not asking).
_HASHTAGS = re.compile(r"(?:#[^\W_][\w-]*[\s,;]*){2,}")
_HASHTAGS_ASKED = re.compile(
    r"hashtag|\bsocial\s+media\s+(?:post|update|caption)|"
    r"\b(?:write|draft|compose|create)\b[^.\n]{0,40}\b(?:tweet|post|caption)s?\b",
    re.IGNORECASE,
)
# Function words of four letters or more (shorter words are never content words here).
_FUNCTION = frozenset(
    [
        "about", "above", "after", "again", "against", "also", "although", "among", "another",
        "anybody", "anyone", "anything", "around", "because", "been", "before", "being", "below",
        "between", "both", "cannot", "could", "does", "doing", "down", "during", "each", "either",
        "else", "enough", "even", "ever", "every", "from", "further", "have", "having", "here",
        "hers", "herself", "himself", "however", "into", "itself", "just", "less", "many", "more",
        "most", "much", "must", "myself", "neither", "never", "none", "nothing", "often", "once",
        "only", "onto", "other", "others", "ought", "ours", "ourselves", "over", "own", "perhaps",
        "rather", "same", "several", "shall", "should", "since", "some", "somebody", "someone",
        "something", "such", "than", "that", "their", "theirs", "them", "themselves", "then",
        "there", "therefore", "these", "they", "this", "those", "though", "through", "thus", "till",
        "too", "toward", "towards", "under", "until", "upon", "very", "want", "was", "were", "what",
        "whatever", "when", "where", "whether", "which", "while", "whom", "whose", "will", "with",
        "within", "without", "would", "your", "yours", "yourself",
    ]
)  # fmt: skip


# Function words of English, and of six other languages written in Latin letters (only those
# that are not English words too: "die", "come", "as" are both). A stretch with at least two of
# the latter, a fifth of its words or more, and at most one English function word is in
# another language.
_ENGLISH = frozenset(
    """the a an of to in is are was were be been and or but for on with this that these those
    it its as by at from has have had not no all every each which who what when where there
    their they he she we you i our your his her them will would can could should may must than
    then so if about into over after before""".split()  # noqa: SIM905 (a word list reads best as text)
)
_OTHER = (
    frozenset(
        """le la les des du et est pour sur dans une un que qui pas au aux ce cette ces tous
        toutes sont avec leur ont il lo gli di del della dei delle che per è una non sono ogni
        tutti tutte chi quindi questo questa alla alle nel nella der die das und ist für den dem
        des ein eine einer nicht mit auf alle wurde wurden sind zu von dieser diese dieses auch
        o os da dos das é para por com não um uma este esta foram ao aos todos todas pelo pela
        seu sua el los las y es con se su de het een en van voor op met niet deze dat aan zijn
        wordt werd""".split()  # noqa: SIM905
    )
    - _ENGLISH
)
# A task or criterion that asks for translation or for text in another language expects it:
# "translate", "bilingual", "in French", "into Chinese", "the Spanish version", "in two
# languages". Naming a language is not asking for it ("the English Premier League", "Chinese
# investors" in an article given as the task), and naming English never is.
_OTHER_LANGUAGES = (
    r"(?:french|german|italian|spanish|portuguese|dutch|latin|fran[çc]ais|deutsch|italiano|"
    r"espa[ñn]ol|portugu[êe]s|nederlands|chinese|mandarin|cantonese|japanese|korean|russian|"
    r"ukrainian|greek|arabic|hebrew|hindi|bengali|urdu|persian|farsi|thai|vietnamese)"
)
_LANGUAGES = re.compile(
    rf"\b(?:translat\w*|bilingual|multilingual|(?:in|into)\s+{_OTHER_LANGUAGES}|"
    rf"{_OTHER_LANGUAGES}\s+(?:version|translation|text|original|too|as\s+well)|"
    r"(?:two|both|several|many|multiple|other|another|foreign|second)\s+languages?)\b",
    re.IGNORECASE,
)


def _function_words(text: str) -> tuple[int, int, int]:
    """Words of ``text``, and how many are English and other-language function words."""
    words = [w.casefold() for w in _WORD.findall(text)]
    return len(words), sum(w in _ENGLISH for w in words), sum(w in _OTHER for w in words)


def _latin_share(text: str) -> tuple[int, float]:
    """How many letters ``text`` has, and the share of them in the Latin script."""
    letters = [ch for ch in text if ch.isalpha()]
    if not letters:
        return 0, 1.0
    latin = sum(ch.isascii() or "LATIN" in unicodedata.name(ch, "") for ch in letters)
    return len(letters), latin / len(letters)


def _other_language(unit: str, rest: str) -> bool:
    """``unit`` is in another language than ``rest``, which is in English: mostly letters of
    another script (Cyrillic, Chinese, Arabic ...), or the function words of another language
    written in Latin letters."""
    letters, latin = _latin_share(unit)
    script = letters >= 4 and latin < 0.5
    if not script:
        n, english, other = _function_words(unit)
        if n < 5 or other < 2 or 5 * other < n or english > 1:
            return False
    # The rest is read only for a stretch that passed (it is the whole response, once per unit).
    _, rest_english, rest_other = _function_words(rest)
    if rest_english < 2 or rest_english <= rest_other:
        return False
    return not script or _latin_share(rest)[1] >= 0.9


def _echo(unit: str, rest: str, around: set[str]) -> bool:
    """``unit`` ticks off words of ``rest`` and is no sentence ("Key points: 1) tariffs 2)
    exports — both included.", "✅ tariffs ✅ exports"): a tick mark, a full score or a word
    saying something is there, at most one English function word, two words or more that the
    rest of the response has, no more new content words than those, and no word of the task
    or the criteria that the rest lacks (the judge loses nothing it could read)."""
    if not _TICKED_OFF.search(unit) or _function_words(unit)[1] > 1:
        return False
    repeated = _all_words(unit) & _all_words(rest)
    new = _content(unit) - _content(rest)
    return len(repeated) >= _MIN_SHARED and len(new) <= len(repeated) and not new & around


def _rating(unit: str) -> bool:
    """``unit`` is a rating with at most a short label ("Summary: ★★★★★", "Coverage: 10/10",
    "Grade for this recap: A+")."""
    return bool(_RATING.search(unit)) and len(_WORD.findall(unit)) <= _RATING_LABEL


def _all_words(text: str) -> set[str]:
    """Every word of ``text``, casefolded."""
    return set(_WORD.findall(text.casefold()))


def _content(text: str) -> set[str]:
    """The content words of ``text``: four letters or more, not function words, casefolded,
    a plural "s" dropped."""
    found = set()
    for w in _WORD.findall(text.casefold()):
        if len(w) >= 4 and w not in _FUNCTION:
            found.add(w[:-1] if w.endswith("s") and not w.endswith("ss") else w)
    return found


def _units(response: str) -> list[tuple[int, int]]:
    """Spans of the paragraphs of ``response``, then of the sentences of each paragraph that
    has more than one."""
    units = []
    for p in _PARAGRAPH.finditer(response):
        units.append((p.start(), p.end()))
        sentences = [s for s in _SENTENCE.finditer(p.group()) if _WORD.search(s.group())]
        if len(sentences) > 1:
            units += [(p.start() + s.start(), p.start() + s.end()) for s in sentences]
    return units


def unrelated_spans(response: str, task: str, criteria: list[str]) -> list[tuple[int, int]]:
    """The spans of ``response`` (paragraphs, or sentences inside a longer paragraph) of at
    most 25 words that share no content word with ``criteria`` and either have three content
    words or more, at most one of them shared with ``task`` and the rest of the response, or
    are in another language than the rest of the response, which is in English (unless the
    task or a criterion asks for translation or another language); and those that only tick off
    words of the rest (``_echo``) or are a rating or a line of hashtags nobody asked for,
    whatever they share with ``criteria``; in order, not overlapping. The
    response's opening sentence is never one ("Paris." answers "What is the capital of
    France?" in words of its own). The first kind is left out when those stretches would hold
    more words than the rest of the response: whole paragraphs weighed first, then sentences
    inside paragraphs against what the paragraphs leave (stretches of the second kind do not
    count as response)."""
    asked = set().union(*(_content(c) for c in criteria))
    around = _content(task) | asked
    languages = any(_LANGUAGES.search(t) for t in (task, *criteria))
    ratings = any(_RATING_ASKED.search(t) for t in (task, *criteria))
    tags = any(_HASHTAGS_ASKED.search(t) for t in (task, *criteria))
    found: list[tuple[int, int, bool]] = []  # (start, end, in another language)
    units = _units(response)
    for a, b in units:
        if a == units[0][0] or (found and a < found[-1][1]):
            continue  # the opening sentence (an answer need not repeat the question's words)
        unit = response[a:b]
        if len(_ANY_WORD.findall(unit)) > _MAX_WORDS:
            continue
        own = _content(unit)
        rest = response[:a] + "\n" + response[b:]
        if (
            _echo(unit, rest, around)
            or (not ratings and _rating(unit))
            or (not tags and _HASHTAGS.fullmatch(unit.strip()))
        ):
            found.append((a, b, False))  # whatever it shares with the criteria
        elif own & asked:
            continue
        elif not languages and _other_language(unit, rest):
            found.append((a, b, True))
        elif len(own) >= 3 and len(own & (around | _content(rest))) < _MIN_SHARED:
            found.append((a, b, False))
    # The half-the-response guard is for stretches kept back for the words they lack, and
    # weighs them against the English rest: a stretch in another language than an English
    # response is kept back whatever its length, and does not count as response. Paragraphs
    # are weighed first and sentences against what they leave: a line under a round-up of
    # unrelated sentences goes, and its words make no room for the round-up's sentences.
    paragraphs = {(p.start(), p.end()) for p in _PARAGRAPH.finditer(response)}
    sized = [(a, b, other, len(_ANY_WORD.findall(response[a:b]))) for a, b, other in found]
    english = len(_ANY_WORD.findall(response)) - sum(n for *_, other, n in sized if other)
    kept = [(a, b) for a, b, other, _ in sized if other]
    for whole in (True, False):
        group = [
            (a, b, n) for a, b, other, n in sized if not other and ((a, b) in paragraphs) == whole
        ]
        held = sum(n for *_, n in group)
        if 2 * held <= english:
            kept += [(a, b) for a, b, _ in group]
            english -= held
    return sorted(kept)


def without_unrelated(response: str, task: str, criteria: list[str]) -> tuple[str, list[str]]:
    """``response`` without its ``unrelated_spans`` (the same string when there are none), and
    those stretches' texts."""
    spans = unrelated_spans(response, task, criteria)
    if not spans:
        return response, []
    parts, at = [], 0
    for a, b in spans:
        parts.append(response[at:a])
        at = b
        while at < len(response) and response[at] in " \t":
            at += 1  # the space before the next sentence goes with the one taken out
    parts.append(response[at:])
    kept = re.sub(r"\n{3,}", "\n\n", "".join(parts)).strip()
    return kept, [response[a:b] for a, b in spans]
