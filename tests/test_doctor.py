"""``toolhooks-claude-code doctor``: every way of failing open in the catalog is found, and
well-formed settings (our generator's included) give no false alarm."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from toolhooks.hosts.claude_code.doctor import diagnose, matcher_problems, render
from toolhooks.hosts.claude_code.doctor_probe import PROBES, matches, read_answer

from . import strategies
from .doctor_catalog import FAILS_OPEN, PROJECT_SETTINGS, Case, pre, safe_cases


def kinds_of(case: Case, tmp_path: Path) -> dict[str, str]:
    project, home = case.build(tmp_path)
    report = diagnose(project, home, probe=case.probe, probe_timeout_s=20)
    render(report)  # never raises on what it read
    return {finding.kind: finding.severity for finding in report.findings}


def test_the_catalog_holds_twenty_ways_of_failing_open():
    assert len(FAILS_OPEN) >= 30  # the README says "over 30"
    assert len({case.kind for case in FAILS_OPEN}) >= 20


@pytest.mark.parametrize("case", FAILS_OPEN, ids=lambda case: case.name)
def test_each_way_of_failing_open_is_found(case, tmp_path):
    kinds = kinds_of(case, tmp_path)
    assert case.kind in kinds, kinds
    assert "fails-open" in kinds.values()


@pytest.mark.parametrize("case", safe_cases(), ids=lambda case: case.name)
def test_settings_that_fail_closed_have_no_finding(case, tmp_path):
    assert kinds_of(case, tmp_path) == {}


def test_hooks_from_the_three_files_are_all_read(tmp_path):
    """Claude Code concatenates the files' hook arrays: a broken hook in any of them counts."""
    files = {
        "home/.claude/settings.json": pre(),
        PROJECT_SETTINGS: pre(matcher="Write"),
        "project/.claude/settings.local.json": pre(matcher="bash"),
    }
    project, home = Case("three", None, files).build(tmp_path)
    report = diagnose(project, home)
    assert len(report.files) == 3
    assert [hook.matcher for hook in report.hooks] == ["Bash", "Write", "bash"]
    [finding] = report.findings
    assert finding.kind == "matcher_matches_no_tool"
    assert "settings.local.json" in finding.where


@pytest.mark.parametrize(
    ("matcher", "tool", "expected"),
    [
        ("*", "Bash", True),
        ("", "Write", True),
        (None, "Write", True),
        ("Bash", "Bash", True),
        ("bash", "Bash", False),
        ("Bash|Write", "Write", True),
        ("Bash, Write", "Write", True),
        ("Write", "NotebookEdit", False),
        ("Notebook.*", "NotebookEdit", True),
        ("Edit", "NotebookEdit", False),  # a list of names: exact, not a search
        ("E.it", "NotebookEdit", True),  # a regex: searched in the name
        ("Bash(", "Bash", False),  # a regex that does not compile matches nothing
    ],
)
def test_matching_follows_claude_code(matcher, tool, expected):
    assert matches(matcher, tool) is expected


@pytest.mark.parametrize("matcher", ["mcp__files__delete", "mcp__.*", "Notebook.*", "Task"])
def test_legitimate_matchers_are_not_flagged(matcher):
    assert matcher_problems(matcher) == []


@pytest.mark.parametrize(
    ("exit_code", "stdout", "blocks", "failed"),
    [
        (2, b"", True, False),
        (0, b"", False, False),
        (1, b"", False, True),
        (127, b"", False, True),
        (0, b'{"hookSpecificOutput": {"permissionDecision": "deny"}}', True, False),
        (0, b'{"hookSpecificOutput": {"permissionDecision": "allow"}}', False, False),
        (0, b'{"decision": "block"}', True, False),
        (0, b"{not json", False, True),
        (0, b"[1]", False, False),
    ],
)
def test_an_answer_is_read_as_claude_code_reads_it(exit_code, stdout, blocks, failed):
    answer = read_answer(exit_code, stdout)
    assert (answer.blocks, answer.failed) == (blocks, failed)


def test_the_probe_catalog_holds_the_four_payloads():
    assert [probe.name for probe in PROBES] == [
        "deny_everything",
        "malformed_json",
        "huge_input",
        "not_utf8",
    ]


def test_a_hook_that_hangs_is_killed_with_its_group(tmp_path):
    """Past the probe's limit the command and what it started are killed; the finding says
    so, and with onFailure: block a hang is no finding (Claude Code would block)."""
    from hookkata.grading.environment import alive

    pids = tmp_path / "pids"
    hang = f"#!/bin/sh\necho $$ >> {pids}\nsleep 600 &\necho $! >> {pids}\nwait\n"
    held = Case("held", None, {PROJECT_SETTINGS: pre()}, scripts={"guard.sh": hang})
    report = diagnose(*held.build(tmp_path / "a"), probe=True, probe_timeout_s=0.5)
    assert report.findings == []
    loose = Case("loose", None, {PROJECT_SETTINGS: pre(onFailure=None)}, scripts={"guard.sh": hang})
    report = diagnose(*loose.build(tmp_path / "b"), probe=True, probe_timeout_s=0.5)
    assert any("no answer within 0.5 s" in finding.what for finding in report.findings)
    started = [int(pid) for pid in pids.read_text().split()]
    assert len(started) == 16  # 2 settings x 4 payloads x (the shell and its sleep)
    assert not any(alive(pid) for pid in started)


# --- the command ----------------------------------------------------------------------------


def doctor(tmp_path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-P", "-m", "toolhooks.hosts.claude_code", "doctor"]
    return subprocess.run(
        [
            *command,
            "--project",
            str(tmp_path / "project"),
            "--home",
            str(tmp_path / "home"),
            *options,
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def test_the_command_exits_1_on_a_finding_that_fails_open_and_0_when_clean(tmp_path):
    Case("broken", None, {PROJECT_SETTINGS: pre(matcher="Bahs")}).build(tmp_path / "a")
    Case("fixed", None, {PROJECT_SETTINGS: pre()}).build(tmp_path / "b")
    broken = doctor(tmp_path / "a", "--json")
    assert broken.returncode == 1, broken.stderr
    [finding] = json.loads(broken.stdout)["findings"]
    assert (finding["kind"], finding["severity"]) == ("matcher_matches_no_tool", "fails-open")
    assert "Bash" in finding["fix"]
    fixed = doctor(tmp_path / "b", "--probe")
    assert (fixed.returncode, fixed.stdout.splitlines()[-1]) == (
        0,
        "no finding: every hook fails closed",
    )


@pytest.mark.parametrize("options", [("--probe-timeout", "0"), ("--frobnicate",), ("--home",)])
def test_a_bad_command_line_exits_2_saying_why(tmp_path, options):
    done = doctor(tmp_path, *options)
    assert (done.returncode, done.stdout) == (2, "")
    assert "usage: toolhooks-claude-code doctor" in done.stderr


# --- notebook 10's section ------------------------------------------------------------------


def test_the_lessons_broken_settings_show_three_mistakes_and_the_fixed_ones_none(capsys):
    from hookkata.lessons.settings_doctor import (
        BROKEN,
        BROKEN_GUARD,
        FIXED,
        FIXED_GUARD,
        run_doctor,
    )

    run_doctor(BROKEN, BROKEN_GUARD)
    broken = capsys.readouterr().out
    for kind in ("matcher_matches_no_tool", "no_on_failure", "exit_1_denies"):
        assert f"FAILS-OPEN {kind}" in broken
    assert broken.endswith("exit code 1\n")
    assert "/tmp" not in broken
    run_doctor(FIXED, FIXED_GUARD, "--probe")
    assert capsys.readouterr().out.endswith("no finding: every hook fails closed\nexit code 0\n")
    run_doctor(FIXED, "#!/bin/sh\nexit 0\n", "--probe")  # the probe is what finds this one
    assert "FAILS-OPEN probe_let_through" in capsys.readouterr().out


# --- never a traceback ----------------------------------------------------------------------


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=strategies.settings_objects)
def test_any_settings_object_gives_findings_never_a_traceback(tmp_path_factory, data):
    root = tmp_path_factory.mktemp("fuzz")
    (root / "project" / ".claude").mkdir(parents=True)
    (root / "home").mkdir()
    text = json.dumps(data, allow_nan=True).encode("utf-8", "surrogatepass")
    (root / "project" / ".claude" / "settings.json").write_bytes(text)
    report = diagnose(root / "project", root / "home")
    render(report)
    json.dumps(report.as_json())


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=strategies.settings_objects)
def test_the_probe_survives_any_settings_too(tmp_path_factory, data):
    root = tmp_path_factory.mktemp("fuzzprobe")
    (root / "project" / ".claude").mkdir(parents=True)
    (root / "home").mkdir()
    text = json.dumps(data, allow_nan=True).encode("utf-8", "surrogatepass")
    (root / "project" / ".claude" / "settings.json").write_bytes(text)
    diagnose(root / "project", root / "home", probe=True, probe_timeout_s=2)


HOSTILE_WORDS = [
    {"command": "/a\x00b"},
    {"command": "a\x00b"},
    {"command": "true", "args": ["\x00"]},
    {"command": "python3 \x00.py"},
    {"command": "\udcff/x"},
    {"command": "timeout 1e400 x", "timeout": 1e400},
    {"command": "x", "timeout": float("nan")},
    {"command": "'unbalanced"},
]


@pytest.mark.parametrize("fields", HOSTILE_WORDS, ids=repr)
def test_hostile_words_in_a_command_never_raise_with_the_probe_too(tmp_path, fields):
    settings_env = {"env": {"A\x00": "1", "B": "\x00", "C": "\udcff"}}
    data = {**settings_env, **pre(matcher="Bash", **fields)}
    text = json.dumps(data, allow_nan=True).encode()
    project, home = Case("w", None, {PROJECT_SETTINGS: text}).build(tmp_path)
    report = diagnose(project, home, probe=True, probe_timeout_s=2)
    render(report)
    json.dumps(report.as_json())


def test_the_command_prints_a_lone_surrogate_without_failing(tmp_path):
    text = json.dumps(pre(matcher="B\udcffash")).encode()
    Case("s", None, {PROJECT_SETTINGS: text}).build(tmp_path)
    done = doctor(tmp_path)
    assert done.returncode == 1, done.stderr
    assert "B\\udcffash" in done.stdout


def test_without_home_the_user_file_is_in_claude_config_dir(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "project").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps(pre(matcher="bash")))
    command = [sys.executable, "-P", "-m", "toolhooks.hosts.claude_code", "doctor", "--json"]
    done = subprocess.run(
        [*command, "--project", str(tmp_path / "project")],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        env={**os.environ, "CLAUDE_CONFIG_DIR": str(tmp_path / "config")},
    )
    report = json.loads(done.stdout)
    assert report["files"] == [str(tmp_path / "config" / "settings.json")]
    assert "matcher_matches_no_tool" in [f["kind"] for f in report["findings"]]


def test_the_table_groups_findings_per_hook_the_worst_first(tmp_path):
    files = {
        PROJECT_SETTINGS: {
            "hooks": {
                "PreToolUse": [
                    *pre(matcher="Bash", onFailure=None)["hooks"]["PreToolUse"],
                    *pre("python3 missing.py")["hooks"]["PreToolUse"],
                ]
            }
        }
    }
    project, home = Case("t", None, files).build(tmp_path)
    table = render(diagnose(project, home)).splitlines()
    headers = [line for line in table if line.endswith("]") and not line.startswith(" ")]
    assert [header.rsplit("[", 1)[1] for header in headers] == [
        "$CLAUDE_PROJECT_DIR/guard.sh]",  # fails open: listed first
        "python3 missing.py]",  # blocks every call
    ]
    assert "  FAILS-OPEN no_on_failure: no onFailure" in table
    assert table[-1] == "1 finding(s) fail open, 1 other(s)"
