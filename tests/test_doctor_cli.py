"""The doctor's catalog in the real Claude Code CLI: what it reports as failing open does.

For each pair, the broken settings and the fixed ones go in the project's (or the user's)
settings file, where the doctor reads them and the CLI too (``HOME`` and the project are
scratch folders); a second file, passed with ``--settings``, only allows Bash, so the one
thing between the model's call and the shell is the hook. The fake model asks to run
``touch ran.marker``: with the broken settings the marker is written (the call ran), with
the fixed ones it is not, and the doctor reports the first and nothing in the second.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hookkata.lessons.claude_code import run_claude_cli
from toolhooks.fake import FAKE_API_KEY
from toolhooks.hosts.claude_code.doctor import diagnose

from .doctor_catalog import GUARD, LOCAL_SETTINGS, PROJECT_SETTINGS, Case, pre
from .test_claude_code import command_env
from .test_claude_code_cli import Scenario, bash, bundled_cli, fake_api

fake_api = fake_api  # the loopback fake, shared

PAIRS = [
    ("matcher bash", "matcher_matches_no_tool", pre(matcher="bash"), pre(matcher="Bash")),
    (
        "lower-case event",
        "unknown_event",
        {"hooks": {"pretooluse": pre()["hooks"]["PreToolUse"]}},
        pre(),
    ),
    (
        "missing command, no onFailure",
        "command_missing",
        pre("/nonexistent-venv/bin/guard", onFailure=None),
        pre("/nonexistent-venv/bin/guard"),
    ),
    (
        "exit 1 to deny",
        "exit_1_denies",
        pre("cat >/dev/null; echo 'BLOCKED: no' >&2; exit 1", onFailure=None),
        pre("cat >/dev/null; echo 'BLOCKED: no' >&2; exit 2"),
    ),
    (
        "http hook, nothing listening",
        "http_hook",
        pre(None, type="http", url="http://127.0.0.1:9/guard", onFailure=None),
        pre(GUARD),
    ),
    (
        "Claude Code's timeout first",
        "timeout_at_or_below_own",
        pre("timeout 8 sh -c 'sleep 4; exit 2'", timeout=2, onFailure=None),
        pre("timeout 8 sh -c 'sleep 4; exit 2'", timeout=12),
    ),
    ("onFailure Block", "on_failure_not_block", pre("exit 3", onFailure="Block"), pre("exit 3")),
    ("async", "async_hook", pre(**{"async": True}), pre()),
]


ONLY_BROKEN = [
    ("not JSON", b'{"hooks": {"PreToolUse": ['),
    ("not UTF-8", json.dumps(pre()).encode().replace(b'"Bash"', b'"Bash\xff"', 1)),
    ("event is an object", {"hooks": {"PreToolUse": pre()["hooks"]["PreToolUse"][0]}}),
    ("unknown hook type", pre(type="shell")),
    ("timeout a string", pre(timeout="30")),
    ("empty command", pre(command="  ")),
]
"""Settings with no fixed twin in :data:`PAIRS` (the fix is any well-formed file)."""


@pytest.fixture(scope="module")
def cli() -> Path:
    return bundled_cli()


def run_in_cli(cli: Path, fake: Any, root: Path, files: dict[str, Any]) -> Path:
    """Build the case in ``root``, run the CLI on one Bash call; returns the project."""
    project, home = Case(root.name, None, files).build(root)
    api, base_url = fake
    api.policy = Scenario([bash("touch ran.marker", "toolu_d1")])
    allow = root / "allow.json"
    allow.write_text(json.dumps({"permissions": {"allow": ["Bash"]}}))
    env = command_env(root)
    env.update(
        HOME=str(home),
        ANTHROPIC_BASE_URL=base_url,
        ANTHROPIC_API_KEY=FAKE_API_KEY,
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1",
        DISABLE_AUTOUPDATER="1",
        DISABLE_TELEMETRY="1",
    )
    env.pop("ANTHROPIC_AUTH_TOKEN", None)
    command = [str(cli), "-p", "Run the step.", "--output-format", "json"]
    run_claude_cli([*command, "--settings", str(allow)], project, env)
    return project


@pytest.mark.parametrize(("name", "kind", "broken", "fixed"), PAIRS, ids=[p[0] for p in PAIRS])
def test_what_the_doctor_finds_fails_open_in_the_real_cli(
    cli, fake_api, tmp_path, name, kind, broken, fixed
):
    ran = run_in_cli(cli, fake_api, tmp_path / "broken", {PROJECT_SETTINGS: broken})
    assert (ran / "ran.marker").exists(), f"{name}: the CLI blocked the call"
    report = diagnose(ran, tmp_path / "broken" / "home")
    assert kind in {f.kind for f in report.findings if f.severity == "fails-open"}

    held = run_in_cli(cli, fake_api, tmp_path / "fixed", {PROJECT_SETTINGS: fixed})
    assert not (held / "ran.marker").exists(), f"{name}: the fixed settings let the call run"
    report = diagnose(held, tmp_path / "fixed" / "home")
    assert not report.fails_open, report.findings


def test_disable_all_hooks_in_the_local_file_turns_off_the_projects_guard(cli, fake_api, tmp_path):
    files = {PROJECT_SETTINGS: pre(), LOCAL_SETTINGS: {"disableAllHooks": True}}
    ran = run_in_cli(cli, fake_api, tmp_path / "a", files)
    assert (ran / "ran.marker").exists()
    assert diagnose(ran, tmp_path / "a" / "home").fails_open


@pytest.mark.parametrize(("matcher", "runs"), [("bash", True), ("Bash", False)])
def test_query_reads_the_same_project_settings(cli, tmp_path, matcher, runs):
    """``query()`` with ``setting_sources=["project"]`` loads the project's file: the call runs
    under the matcher the doctor flags and is blocked under the fixed one."""
    import claude_agent_sdk as sdk

    from hookkata.lessons.claude_code import OFFLINE_ENV, _run_async, fake_api_on_loopback

    project, home = Case("q", None, {PROJECT_SETTINGS: pre(matcher=matcher)}).build(tmp_path)
    assert diagnose(project, home).fails_open is runs
    with fake_api_on_loopback([bash("touch ran.marker", "toolu_q1")]) as (_, base_url):
        options = sdk.ClaudeAgentOptions(
            cli_path=cli,
            cwd=project,
            env={**OFFLINE_ENV, "HOME": str(home), "ANTHROPIC_BASE_URL": base_url},
            allowed_tools=["Bash"],
            setting_sources=["project"],
        )

        async def collect() -> list[Any]:
            return [m async for m in sdk.query(prompt="Run the step.", options=options)]

        _run_async(collect())
    assert (project / "ran.marker").exists() is runs


@pytest.mark.parametrize(("name", "broken"), ONLY_BROKEN, ids=[p[0] for p in ONLY_BROKEN])
def test_settings_claude_code_cannot_use_let_the_call_run(cli, fake_api, tmp_path, name, broken):
    ran = run_in_cli(cli, fake_api, tmp_path, {PROJECT_SETTINGS: broken})
    assert (ran / "ran.marker").exists(), f"{name}: the CLI blocked the call"
    assert diagnose(ran, tmp_path / "home").fails_open


def test_eight_pairs_as_the_readme_says():
    assert len(PAIRS) == 8
