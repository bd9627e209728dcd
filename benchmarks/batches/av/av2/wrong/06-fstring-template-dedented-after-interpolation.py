# Breaks: '"content", one str: "BLOCKED: " once, then deny.reason whole' -- the template is
# dedented AFTER the reason is put in, so a multi-line reason whose next line is not indented
# stops dedent and the content starts with 12 spaces. Input: synthetic_error_result("toolu_01",
# Deny("refunds are paused\nuntil the audit ends")) gives "            BLOCKED: refunds are ...".
import re
import textwrap

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    alternative = (deny.alternative or "").strip()
    if alternative:
        content = textwrap.dedent(f"""\
            BLOCKED: {reason}
            Alternative: {alternative}""")
    else:
        content = textwrap.dedent(f"""\
            BLOCKED: {reason}""")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
