# Breaks: "deny.reason whole, character for character (... its tabs, line breaks (\r\n and \r too) ...)".
# A bare carriage return is turned into "\n" so it cannot overwrite the start of the line in a
# terminal or log viewer (\r\n pairs are left alone): Deny("line one\rline two") gives
# "BLOCKED: line one\nline two" instead of "BLOCKED: line one\rline two".
import re

_LEADING_PREFIXES = re.compile(r"^(?:\s*BLOCKED:)+")
_BARE_CR = re.compile(r"\r(?!\n)")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LEADING_PREFIXES.sub("", deny.reason).strip()
    reason = _BARE_CR.sub("\n", reason)  # a lone CR hides text when the result is printed
    content = f"BLOCKED: {reason}"
    if deny.alternative is not None and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
