"""Chat templates from GGUF files, rendered in a Jinja sandbox, split into template and content.

A GGUF's chat template is data from a downloaded file, so it renders in an immutable sandbox:
a template that reaches for attributes or calls the sandbox forbids is refused with a
``TemplateError`` rather than run. Rendering marks where each message's content sits, so the
engine can tokenize template text with special tokens and content without them.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from localjudge.errors import TemplateError

_OPEN, _CLOSE = "\ue000", "\ue001"
PREFIX_BREAK = "\ue002"
"""Put this in a message's content to mark where a reusable prompt prefix ends (see engine)."""
_MARK = re.compile(f"{_OPEN}(\\d+){_CLOSE}")
_PROBE: list[dict[str, str]] = [
    {"role": "system", "content": "s"},
    {"role": "user", "content": "u"},
    {"role": "assistant", "content": "a"},
    {"role": "user", "content": "u"},
]


class ChatTemplate:
    """A chat template rendered safely.

    Args:
        source: the Jinja text (``tokenizer.chat_template`` in the GGUF metadata).
        bos_token: text of the model's BOS token.
        eos_token: text of the model's EOS token.
    """

    def __init__(self, source: str, bos_token: str = "", eos_token: str = "") -> None:
        from jinja2 import TemplateError as JinjaTemplateError

        def raise_exception(message: str) -> None:
            raise TemplateError(f"chat template refused the messages: {message}")

        def strftime_now(fmt: str) -> str:
            return datetime.now().strftime(fmt)

        env = _strict_sandbox()
        env.globals["raise_exception"] = raise_exception
        env.globals["strftime_now"] = strftime_now
        try:
            self._template = env.from_string(source)
        except JinjaTemplateError as exc:
            raise TemplateError(f"the model's chat template does not parse: {exc}") from exc
        self.source = source
        self.bos_token = bos_token
        self.eos_token = eos_token

    def render(self, messages: list[dict[str, Any]], add_generation_prompt: bool = True) -> str:
        """Render messages to the prompt text.

        Raises:
            TemplateError: the template failed or broke the sandbox's rules.
        """
        from jinja2 import TemplateError as JinjaTemplateError
        from jinja2.exceptions import SecurityError

        try:
            return self._template.render(
                messages=messages,
                add_generation_prompt=add_generation_prompt,
                bos_token=self.bos_token,
                eos_token=self.eos_token,
            )
        except SecurityError as exc:
            raise TemplateError(
                f"the model's chat template tried an operation the sandbox forbids ({exc}); "
                f"refusing to use this model file"
            ) from exc
        except TemplateError:
            raise
        except (JinjaTemplateError, TypeError, ValueError, KeyError) as exc:
            raise TemplateError(f"the model's chat template failed to render: {exc}") from exc

    def check(self) -> None:
        """Render a probe conversation once so unsafe templates fail at load time."""
        try:
            self.render(_PROBE)
        except TemplateError as exc:
            if "refused the messages" in str(exc):
                self.render(_PROBE[1:2])  # templates may refuse system turns; that is fine
            else:
                raise

    def render_parts(self, messages: list[dict[str, str]]) -> list[tuple[str | None, bool]]:
        """Render and split into (text, is_message_content) parts, in order.

        A ``PREFIX_BREAK`` inside a content becomes a ``(None, True)`` part: the boundary of a
        prompt segment the engine may reuse.
        """
        marked = [{**m, "content": f"{_OPEN}{i}{_CLOSE}"} for i, m in enumerate(messages)]
        text = self.render(marked)
        parts: list[tuple[str | None, bool]] = []
        pos = 0
        seen: set[int] = set()
        for match in _MARK.finditer(text):
            parts.append((text[pos : match.start()], False))
            i = int(match.group(1))
            seen.add(i)
            pieces = _clean(messages[i]["content"]).split(PREFIX_BREAK)
            for k, piece in enumerate(pieces):
                if k:
                    parts.append((None, True))
                parts.append((piece, True))
            pos = match.end()
        parts.append((text[pos:], False))
        if len(seen) != len(messages):
            raise TemplateError(
                "the model's chat template dropped or rewrote message contents; "
                "localjudge cannot tell template text from content with it"
            )
        return parts


def _strict_sandbox() -> Any:
    """An immutable Jinja sandbox that *raises* on unsafe attribute access.

    Jinja's sandbox normally turns a forbidden attribute (``x.__class__``) into an undefined
    value that renders as an empty string, and only fails when that value is used further; a
    template probing the sandbox must be refused outright, not rendered with a blank.
    """
    from jinja2.exceptions import SecurityError
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    class _StrictSandbox(ImmutableSandboxedEnvironment):
        def unsafe_undefined(self, obj: Any, attribute: str) -> Any:
            raise SecurityError(
                f"access to attribute {attribute!r} of {type(obj).__name__!r} object is unsafe."
            )

    return _StrictSandbox(trim_blocks=True, lstrip_blocks=True)


def _clean(content: str) -> str:
    """Strip the marker characters so content cannot forge part boundaries."""
    return content.replace(_OPEN, "").replace(_CLOSE, "")


def strip_breaks(text: str) -> str:
    """Remove prefix-break marks from text (what the model sees has none)."""
    return text.replace(PREFIX_BREAK, "")
