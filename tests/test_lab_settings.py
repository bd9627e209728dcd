"""JupyterLab opens on the workbook without pop-ups: the real server, offline, reads the
settings the workbook installs, and its kernels run encrypted without a warning."""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest

from hookkata import lab_settings
from hookkata.grading.files import kernel_config

ROOT = Path(__file__).resolve().parent.parent
NOTIFICATION = "@jupyterlab/apputils-extension:notification"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Lab:
    """A real ``jupyter lab`` on a loopback port, in folders of its own, with a token."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.folders = {
            name: root / name
            for name in ("home", "config", "data", "runtime", "app", "user", "work", "etc")
        }
        for folder in self.folders.values():
            folder.mkdir()
        self.log_path = root / "server.log"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        f = self.folders
        env = {
            **os.environ,
            "HOME": str(f["home"]),
            "JUPYTER_CONFIG_DIR": str(f["config"]),
            "JUPYTER_CONFIG_PATH": str(f["etc"]),
            "JUPYTER_DATA_DIR": str(f["data"]),
            "JUPYTER_RUNTIME_DIR": str(f["runtime"]),
        }
        command = [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={self.port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={f['work']}",
            f"--LabApp.app_settings_dir={f['app'] / 'settings'}",
            f"--LabApp.user_settings_dir={f['user']}",
            f"--LabApp.workspaces_dir={f['user']}",
            *(["--allow-root"] if hasattr(os, "getuid") and os.getuid() == 0 else []),
        ]
        with self.log_path.open("wb") as log:
            self.process = subprocess.Popen(
                command, env=env, stdout=log, stderr=subprocess.STDOUT, cwd=f["work"]
            )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            assert self.process.poll() is None, self.output()
            try:
                self.get("/api/status")
                return
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.2)
        raise AssertionError(f"jupyter lab did not answer within 60 s:\n{self.output()}")

    def request(self, method: str, path: str, body: object = None) -> object:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}{path}",
            data=data,
            method=method,
            headers={"Authorization": f"token {self.token}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            text = response.read()
        return json.loads(text) if text else None

    def get(self, path: str) -> object:
        return self.request("GET", path)

    def output(self) -> str:
        """What the server and its kernels wrote on stdout and stderr so far."""
        return self.log_path.read_text(errors="replace")

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.terminate()  # the server shuts its kernels down on SIGTERM
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def lab(tmp_path):
    started = Lab(tmp_path)
    lab_settings.install(started.folders["app"], started.folders["etc"])
    try:
        started.start()
        yield started
    finally:
        started.stop()


def effective(payload) -> dict:
    """What JupyterLab uses: the schema's defaults (overrides applied), then the user's."""
    defaults = {key: spec["default"] for key, spec in payload["schema"]["properties"].items()}
    return {**defaults, **payload["settings"]}


def test_the_news_question_and_the_update_check_are_off(lab):
    """The running server serves fetchNews "false" (never ask) and no update check."""
    payload = lab.get(f"/lab/api/settings/{NOTIFICATION}")
    assert payload["settings"] == {}  # nothing from a user: these are the shipped defaults
    values = effective(payload)
    assert values["fetchNews"] == "false"
    assert values["checkForUpdates"] is False
    assert values["doNotDisturbMode"] is False  # a kernel's own notices still show


async def _run_code(lab: Lab, kernel_id: str, code: str) -> tuple[str, str]:
    """Execute ``code`` through the kernel's websocket, as the browser does; (status, stdout)."""
    from tornado.websocket import websocket_connect

    session, msg_id = uuid.uuid4().hex, uuid.uuid4().hex
    url = (
        f"ws://127.0.0.1:{lab.port}/api/kernels/{kernel_id}/channels"
        f"?session_id={session}&token={lab.token}"
    )
    connection = await websocket_connect(url)
    header = {
        "msg_id": msg_id,
        "msg_type": "execute_request",
        "username": "test",
        "session": session,
        "version": "5.3",
        "date": "",
    }
    content = {"code": code, "silent": False, "store_history": False}
    message = {"header": header, "parent_header": {}, "metadata": {}, "content": content}
    await connection.write_message(json.dumps({**message, "channel": "shell"}))
    printed, status, idle = "", "", False
    while not (status and idle):  # the reply (shell) and the output (iopub) come in any order
        raw = await asyncio.wait_for(connection.read_message(), timeout=30)
        assert raw is not None, "the kernel's websocket closed"
        reply = json.loads(raw)
        if reply.get("parent_header", {}).get("msg_id") != msg_id:
            continue
        if reply["msg_type"] == "stream":
            printed += reply["content"]["text"]
        elif reply["msg_type"] == "execute_reply":
            status = reply["content"]["status"]
        elif reply["msg_type"] == "status":
            idle = reply["content"]["execution_state"] == "idle"
    connection.close()
    return status, printed


@pytest.mark.skipif(not kernel_config(), reason="this libzmq or jupyter_client cannot encrypt")
def test_a_kernel_started_by_the_lab_is_encrypted_runs_code_and_warns_of_nothing(lab):
    """The browser's path: start a kernel, run code over its websocket; the log stays clean."""
    kernel = lab.request("POST", "/api/kernels", {"name": "python3"})
    status, printed = asyncio.run(_run_code(lab, kernel["id"], "print(6 * 7)"))
    assert (status, printed) == ("ok", "42\n")
    assert "without encryption" not in lab.output()
    assert "[IPKernelApp] WARNING" not in lab.output()
    [connection_file] = lab.folders["runtime"].glob(f"kernel-{kernel['id']}.json")
    assert json.loads(connection_file.read_text()).get("curve_publickey")
    lab.request("DELETE", f"/api/kernels/{kernel['id']}")
    assert not connection_file.exists()  # the kernel is gone, its files with it


def test_install_writes_where_jupyterlab_and_jupyter_server_read(tmp_path):
    """By default: this environment's app settings folder and its Jupyter config folder."""
    from jupyter_core.paths import jupyter_config_path
    from jupyterlab.commands import get_app_dir

    app_settings = Path(get_app_dir()) / "settings"
    assert lab_settings.lab_overrides_path() == app_settings / "overrides.d" / "hooks-workbook.json"
    server = lab_settings.server_config_path()
    assert server.parent == Path(sys.prefix, "etc", "jupyter")
    assert str(server.parent) in jupyter_config_path()


def test_install_is_idempotent_and_keeps_what_else_the_files_hold(tmp_path):
    app, etc = tmp_path / "app", tmp_path / "etc"
    (app / "settings").mkdir(parents=True)
    theirs = app / "settings" / "overrides.json"
    theirs.write_text('{"@jupyterlab/apputils-extension:themes": {"theme": "JupyterLab Dark"}}')
    etc.mkdir()
    (etc / "jupyter_server_config.json").write_text('{"ServerApp": {"port": 9999}}')
    first = lab_settings.install(app, etc)
    assert lab_settings.install(app, etc) == []
    assert json.loads(first[0].read_text()) == lab_settings.LAB_OVERRIDES
    assert "JupyterLab Dark" in theirs.read_text()  # an administrator's file is untouched
    if kernel_config():
        assert json.loads((etc / "jupyter_server_config.json").read_text()) == {
            "ServerApp": {"port": 9999},
            "MappingKernelManager": {"transport_encryption": "auto"},
        }


def test_a_server_config_that_is_not_json_is_named_and_left_alone(tmp_path):
    (tmp_path / "jupyter_server_config.json").write_text("{ not json")
    if not kernel_config():
        pytest.skip("the server config is only written where kernels can be encrypted")
    with pytest.raises(ValueError, match=r"jupyter_server_config\.json is not valid JSON"):
        lab_settings.install(tmp_path / "app", tmp_path)
    assert (tmp_path / "jupyter_server_config.json").read_text() == "{ not json"


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_lab_installs_the_settings_before_it_starts_jupyterlab():
    """A dry run (nothing is executed) shows the order of `make lab`'s commands."""
    done = subprocess.run(
        ["make", "-n", "-B", "lab"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    commands = done.stdout.splitlines()
    install = next(i for i, c in enumerate(commands) if "-m hookkata.lab_settings" in c)
    start = next(i for i, c in enumerate(commands) if "jupyter lab notebooks" in c)
    assert install < start
