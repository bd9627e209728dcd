"""Text crosses the line code point for code point: a high lone surrogate followed by a
low one stays two code points, though JSON alone would read them back as one character."""

from __future__ import annotations

import json
import socket

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hookkata.grading.channel import receive, send
from hookkata.grading.codec import Codec, CodecError, Text

PAIR = "\ud83d\ude00"  # two lone surrogates, the halves of U+1F600


def _across(value: object) -> object:
    """``value`` encoded on the trusted side, sent through a real socket pair, decoded."""
    sender, receiver = Codec(lambda *_: None, side="trusted"), Codec(lambda *_: None, side="child")
    left, right = socket.socketpair()
    with left, right:
        send(left, sender.encode(value))
        return receiver.decode(receive(right, None))


def test_plain_json_alone_would_join_the_pair():
    """Why the codec cuts the text: the channel's JSON joins the halves."""
    assert json.loads(json.dumps(PAIR)) == "\U0001f600"


@pytest.mark.parametrize(
    "text",
    [PAIR, f"lookup_{PAIR}", f"{PAIR}{PAIR}", f"\ud83d{PAIR}\ude00", "\ude00\ud83d", "\U0001f600"],
    ids=["pair", "in-a-name", "two-pairs", "between-lone-ones", "low-then-high", "the-emoji"],
)
def test_text_arrives_as_sent(text):
    got = _across({"name": text, text: [text, (text,)]})
    assert got == {"name": text, text: [text, (text,)]}
    assert [len(key) for key in got] == [4, len(text)]


@given(st.text(st.one_of(st.characters(categories=["Cs"]), st.characters()), max_size=12))
def test_any_text_arrives_as_sent(text):
    got = _across([text, {text: text}])
    assert got == [text, {text: text}]


@pytest.mark.parametrize("body", ["a", ["a", 1], [["a"]], None])
def test_a_malformed_text_is_refused(body):
    with pytest.raises(CodecError, match="text"):
        Codec(lambda *_: None, side="child").decode({"$str": body})


@pytest.mark.parametrize("constant", [NotImplemented, Ellipsis])
def test_a_built_in_singleton_arrives_as_itself(constant):
    assert _across([constant, {"answer": constant}]) == [constant, {"answer": constant}]
    assert _across(constant) is constant


def test_an_unknown_constant_is_refused():
    with pytest.raises(CodecError, match="constant"):
        Codec(lambda *_: None, side="child").decode({"$const": "__import__"})


@given(st.text(st.one_of(st.characters(categories=["Cs"]), st.characters()), max_size=12))
def test_a_str_subclass_arrives_as_one_both_ways(text):
    """A ``Text`` (a ``str`` subclass, as ``markupsafe.Markup`` is) crosses as a ``Text``,
    inside a value too, and comes back as one: ``type(x) is str`` tells it apart there."""
    got = _across([Text(text), {"alternative": Text(text)}])
    assert got == [text, {"alternative": text}]
    assert type(got[0]) is Text
    assert type(got[1]["alternative"]) is Text
    back = Codec(lambda *_: None, side="trusted").decode(
        Codec(lambda *_: None, side="child").encode(got)
    )
    assert type(back[0]) is Text
    assert back[0] == text


@pytest.mark.parametrize("body", [1, ["a"], {"$d": []}, None])
def test_a_malformed_str_subclass_is_refused(body):
    with pytest.raises(CodecError, match="Text"):
        Codec(lambda *_: None, side="child").decode({"$text": body})


def test_a_decorated_name_is_another_tool():
    """``decorated`` gives the spellings a tidying match reads past, none of them the name."""
    from hookkata.exercises.wide_classes import decorated, tidied_forms

    names = decorated("create_case_file")
    assert names == (
        "create_case_file\n",
        "\uff43reate_case_file",
        "mcp__desk__create_case_file",
        "desk.create_case_file",
    )
    assert "create_case_file" not in names
    assert decorated("") == ()
    assert "create_case_file" in tidied_forms(names[0]) | tidied_forms(names[1])
