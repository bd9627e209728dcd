"""Hypothesis strategies shared by the tests."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from toolhooks import HookContext

identifiers = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789_", min_size=1, max_size=12)
tool_names = st.sampled_from(["lookup_user", "create_case_file", "issue_refund", "get_orders"])

json_scalars = st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=20)
json_values = st.recursive(
    json_scalars,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
json_objects: st.SearchStrategy[dict[str, Any]] = st.dictionaries(
    st.text(alphabet="abcdefghij_", min_size=1, max_size=8), json_values, max_size=5
)

contexts = st.builds(
    HookContext,
    user_id=identifiers.map(lambda s: f"u_{s}"),
    tier=st.sampled_from(["free", "premium"]),
    session_id=identifiers.map(lambda s: f"s_{s}"),
    attributes=st.dictionaries(
        identifiers, st.integers() | st.text(max_size=8) | st.booleans(), max_size=3
    ),
)

# One hook in a generated Pre chain: what it does when it runs.
hook_actions = st.sampled_from(["allow", "none", "deny", "rewrite", "raise"])

# Hostile data: what a model, a tool or a transcript can really hold.
unicode_text = st.text(max_size=12)  # any code point, surrogates included
lone_surrogates = st.sampled_from(["\udcff", "\ud800", "a\udfffb", "\udc80\udc81"])
hostile_floats = st.sampled_from([float("nan"), float("inf"), float("-inf"), -0.0, 1e308])
hostile_keys = st.one_of(unicode_text, lone_surrogates, st.just("user_id"), st.just(""))
hostile_scalars = (
    json_scalars | st.floats(allow_nan=True, allow_infinity=True) | hostile_floats | lone_surrogates
)
hostile_values = st.recursive(
    hostile_scalars,
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(hostile_keys, children, max_size=3)
    ),
    max_leaves=10,
)
hostile_objects: st.SearchStrategy[dict[str, Any]] = st.dictionaries(
    hostile_keys, hostile_values, max_size=5
)


def nested(depth: int) -> dict[str, Any]:
    """An object ``depth`` levels deep, as ``nesting_depth`` counts: {"k": {"k": ... {}}}."""
    value: dict[str, Any] = {}
    for _ in range(depth):
        value = {"k": value}
    return value


# Feedback an answer controls (its return value, its exception's message): markup, quotes,
# ampersands, newlines, terminal escapes and lone surrogates, mixed with any code point.
markup_fragments = st.sampled_from(
    [
        "<script>alert(1)</script>",
        "</td></tr></table></div>",
        '<img src=x onerror="alert(1)">',
        '"',
        "'",
        "&",
        "&amp;",
        "<!--",
        "\n",
        "\r",
        "\t",
        "\x1b[2J",
        "\x00",
        "\x85",
        "\ud800",
        "\udfff",
    ]
)
any_code_point = st.text(st.characters(exclude_categories=()), max_size=8)  # surrogates too
feedback_text = st.lists(markup_fragments | any_code_point, max_size=8).map("".join)


# What can go wrong in the middle of a hooked call: exceptions of every kind, Ctrl-C included.
plain_failures = st.sampled_from([ValueError, KeyError, OSError, RuntimeError, ZeroDivisionError])
base_exceptions = st.sampled_from([KeyboardInterrupt, SystemExit, GeneratorExit])
any_failures = plain_failures | base_exceptions
lone_surrogates = st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF)
text_with_surrogates = st.lists(st.text(max_size=4) | lone_surrogates, min_size=1, max_size=6).map(
    "".join
)

# Claude Code settings for the doctor: right and wrong shapes, hostile strings in every slot.
settings_text = st.text(st.characters(exclude_categories=()), max_size=12) | st.sampled_from(
    ["", "*", "bash", "Bash|(", "(a+)+$", "\x00", "~/x", "$CLAUDE_PROJECT_DIR/g", "exit 1", "'"]
)
settings_scalars = st.none() | st.booleans() | st.integers() | hostile_floats | settings_text
settings_hooks = st.fixed_dictionaries(
    {},
    optional={
        "type": st.sampled_from(["command", "http", "prompt", "x"]) | settings_scalars,
        "command": settings_text | settings_scalars,
        "args": st.lists(settings_text, max_size=3) | settings_scalars,
        "url": settings_text,
        "timeout": settings_scalars,
        "onFailure": st.sampled_from(["block", "continue"]) | settings_scalars,
        "async": settings_scalars,
    },
)
settings_entries = st.fixed_dictionaries(
    {},
    optional={
        "matcher": settings_text | settings_scalars,
        "hooks": st.lists(settings_hooks | settings_scalars, max_size=3) | settings_scalars,
    },
)
settings_objects = st.fixed_dictionaries(
    {},
    optional={
        "hooks": st.dictionaries(
            st.sampled_from(["PreToolUse", "Stop", "pretooluse"]) | settings_text,
            st.lists(settings_entries | settings_scalars, max_size=3) | settings_scalars,
            max_size=3,
        )
        | settings_scalars,
        "env": st.dictionaries(settings_text, settings_scalars, max_size=3) | settings_scalars,
        "disableAllHooks": settings_scalars,
    },
)
