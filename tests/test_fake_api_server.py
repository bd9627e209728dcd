"""The fake Messages API as a loopback server and a command-line tool, under hostile input."""

from __future__ import annotations

import http.client
import json
import os
import selectors
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import anthropic
import pytest

import toolhooks
from tests.test_fake_api_stream import CLAUDE_CODE_BETAS, CLAUDE_CODE_BODY, sse
from toolhooks.fake import (
    FAKE_API_KEY,
    SERVER_LOG_CAP,
    FakeMessagesAPI,
    Turn,
    main,
    serve,
    text,
    tool_use,
)
from toolhooks.fake import server as fake_server
from toolhooks.fake.script import load_script
from toolhooks.fake.server import MAX_REQUEST_BYTES

HELLO = [{"role": "user", "content": "hi"}]
REQUEST: dict[str, Any] = {"model": "claude-test", "max_tokens": 64, "messages": HELLO}
BODY = json.dumps(REQUEST).encode()
JSON_HEADERS = {"x-api-key": FAKE_API_KEY, "content-type": "application/json"}
SRC = Path(toolhooks.__file__).resolve().parents[1]
TIMEOUT_S = 20


# --- helpers ------------------------------------------------------------------------------


@pytest.fixture
def served() -> Iterator[Callable[[FakeMessagesAPI], int]]:
    """Start ``serve(api, 0)`` in a thread; every server started is shut down afterwards."""
    running: list[tuple[Any, threading.Thread]] = []

    def start(api: FakeMessagesAPI) -> int:
        server = serve(api, 0)
        thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
        thread.start()
        running.append((server, thread))
        return int(server.server_address[1])

    yield start
    for server, thread in running:
        server.shutdown()
        server.server_close()
        thread.join(timeout=TIMEOUT_S)


def exchange(
    port: int, method: str, path: str, headers: dict[str, str], body: bytes = b""
) -> tuple[http.client.HTTPResponse, bytes]:
    """One request with exactly these headers (no Content-Length added); the response."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT_S)
    connection.putrequest(method, path, skip_host=False, skip_accept_encoding=True)
    for name, value in headers.items():
        for one in value if isinstance(value, list) else [value]:
            connection.putheader(name, one)
    connection.endheaders(body or None)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response, data


def post(port: int, body: bytes = BODY, **headers: str) -> tuple[http.client.HTTPResponse, bytes]:
    sent = {**JSON_HEADERS, "content-length": str(len(body)), **headers}
    return exchange(port, "POST", "/v1/messages", sent, body)


def api_error(response: http.client.HTTPResponse, data: bytes) -> dict[str, Any]:
    """The error body, after checking the API's error shape and the request id."""
    assert response.getheader("content-type") == "application/json"
    body = json.loads(data)
    assert body["type"] == "error"
    assert set(body["error"]) == {"type", "message"}
    assert body["request_id"] == response.getheader("request-id")
    return body


@contextmanager
def fake_api_process(*args: str) -> Iterator[tuple[subprocess.Popen[str], int]]:
    """``python -m toolhooks.fake.server --port 0 ...`` with its port; always stopped after."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(SRC), os.environ.get("PYTHONPATH", "")]),
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "toolhooks.fake.server", "--port", "0", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        yield process, int(first_line(process))
    finally:
        process.terminate()
        try:
            process.wait(timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=TIMEOUT_S)
        assert process.stdout is not None
        assert process.stderr is not None
        process.stdout.close()
        process.stderr.close()


def first_line(process: subprocess.Popen[str]) -> str:
    """The first stdout line, or a failure with stderr if it does not come in time."""
    assert process.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        if not selector.select(timeout=60):
            pytest.fail("the fake API printed no port within 60 s")
    line = process.stdout.readline()
    if not line:
        assert process.stderr is not None
        pytest.fail(
            f"the fake API exited: {process.wait(timeout=TIMEOUT_S)} {process.stderr.read()}"
        )
    return line.strip()


def wait_for_handlers_to_finish(older: set[threading.Thread]) -> None:
    """Wait (bounded) until no connection handler started since ``older`` is running."""
    for _ in range(400):
        handlers = [t for t in threading.enumerate() if "process_request_thread" in t.name]
        if all(t in older for t in handlers):
            return
        time.sleep(0.05)
    pytest.fail("a connection handler was still running after 20 s")


def scenario(tmp_path: Path, data: Any, name: str = "scenario.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


SCENARIO = {
    "turns": [
        {
            "content": [
                {"type": "text", "text": "Let me look."},
                {
                    "type": "tool_use",
                    "id": "toolu_s1",
                    "name": "lookup_user",
                    "input": {"user_id": "u_1"},
                },
            ]
        },
        {"content": [{"type": "text", "text": "Your plan is free."}], "stop_reason": "end_turn"},
    ]
}


# --- the command-line tool ----------------------------------------------------------------


class TestCommandLine:
    def test_it_prints_its_port_first_and_plays_the_scenario_to_the_sdk(self, tmp_path):
        """--port 0 --script: the port comes first on stdout; the SDK gets the turns, streamed or not."""
        with fake_api_process("--script", str(scenario(tmp_path, SCENARIO))) as (_, port):
            client = anthropic.Anthropic(
                api_key=FAKE_API_KEY,
                base_url=f"http://127.0.0.1:{port}",
                max_retries=0,
                timeout=TIMEOUT_S,
            )
            with client:
                first = client.messages.create(**REQUEST)
                with client.messages.stream(**REQUEST) as stream:
                    second = stream.get_final_message()
                after = client.messages.create(**REQUEST)
        assert [block.type for block in first.content] == ["text", "tool_use"]
        assert first.content[1].id == "toolu_s1"  # type: ignore[union-attr]
        assert first.stop_reason == "tool_use"
        assert second.content[0].text == "Your plan is free."  # type: ignore[union-attr]
        assert after.content[0].text == "All done."  # type: ignore[union-attr]

    def test_it_listens_on_loopback_only(self):
        """The listening socket's local address is 127.0.0.1, not 0.0.0.0 or a public address."""
        tables = [Path("/proc/net/tcp"), Path("/proc/net/tcp6")]
        if not tables[0].exists():
            pytest.skip("needs Linux /proc/net/tcp")
        with fake_api_process() as (_, port):
            listening = [
                fields[1]
                for table in tables
                if table.exists()
                for fields in (line.split() for line in table.read_text().splitlines()[1:])
                if fields[3] == "0A" and int(fields[1].split(":")[1], 16) == port
            ]
        assert listening == [f"0100007F:{port:04X}"]

    def test_a_malformed_script_stops_it_with_exit_code_2_naming_the_file_and_the_place(
        self, tmp_path
    ):
        """The process prints no port, exits non-zero and says which file, where, and what is wrong."""
        bad = {
            "turns": [{"content": [{"type": "tool_use", "name": "lookup_user", "input": ["u_1"]}]}]
        }
        path = scenario(tmp_path, bad, "broken scenario.json")
        env = {**os.environ, "PYTHONPATH": str(SRC)}
        finished = subprocess.run(
            [sys.executable, "-m", "toolhooks.fake.server", "--port", "0", "--script", str(path)],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            check=False,
        )
        assert finished.returncode == 2
        assert finished.stdout == ""
        assert str(path) in finished.stderr
        assert 'turns[0].content[0].input: expected a JSON object, got ["u_1"]' in finished.stderr

    @pytest.mark.parametrize(
        ("content", "expected"),
        [
            ('{"turns": [', "not valid JSON at line 1 column 12"),
            ("42", "turns: expected a list of turns, got 42"),
            (
                '{"turns": [], "model": "x"}',
                "top level: expected only the keys ['turns'], got also ['model']",
            ),
            ('["hello"]', 'turns[0]: expected an object with "content", got "hello"'),
            ('[{"content": []}]', "turns[0].content: expected a non-empty list of blocks, got []"),
            (
                '[{"content": [{"type": "image"}]}]',
                'turns[0].content[0]: expected a "text" or "tool_use" block',
            ),
            (
                '[{"content": [{"type": "text"}]}]',
                "turns[0].content[0].text: expected a string, got null",
            ),
            (
                '[{"content": [{"type": "tool_use", "name": "a b", "input": {}}]}]',
                'turns[0].content[0].name: expected a tool name (1-128 letters, digits, _ or -), got "a b"',
            ),
            (
                '[{"content": [{"type": "tool_use", "name": "t", "inputs": {}}]}]',
                "got also ['inputs']",
            ),
            (
                '[{"content": [{"type": "tool_use", "name": "t", "input": {}, "id": 7}]}]',
                "turns[0].content[0].id: expected a non-empty string, got 7",
            ),
            (
                '[{"content": [{"type": "text", "text": "x"}], "stop_reason": "done"}]',
                "stop_reason: expected one of",
            ),
            (
                '[{"content": [{"type": "text", "text": "x"}], "stop": "end_turn"}]',
                "got also ['stop']",
            ),
        ],
    )
    def test_each_malformed_script_gets_a_message_that_names_the_problem(
        self, tmp_path, capsys, content, expected
    ):
        """main() returns 2 before serving, with the file's name and the place in it."""
        path = scenario(tmp_path, content)
        assert main(["--port", "0", "--script", str(path)]) == 2
        out, err = capsys.readouterr()
        assert out == ""
        assert err.startswith(f"error: {path}: ")
        assert expected in err

    def test_a_missing_or_undecodable_script_file_is_a_clear_error(self, tmp_path, capsys):
        """A file that cannot be read, or is not UTF-8, is named with the reason."""
        missing = tmp_path / "nope.json"
        assert main(["--script", str(missing)]) == 2
        assert (
            f"{missing}: cannot read the scenario file (No such file or directory)"
            in capsys.readouterr().err
        )
        latin = tmp_path / "latin.json"
        latin.write_bytes(b'[{"content": [{"type": "text", "text": "caf\xe9"}]}]')
        assert main(["--script", str(latin)]) == 2
        assert f"{latin}: expected UTF-8 JSON" in capsys.readouterr().err

    def test_a_port_in_use_is_a_clear_error(self, capsys, served):
        """Listening where another server listens fails with exit code 2 and a way out."""
        port = served(FakeMessagesAPI())
        assert main(["--port", str(port)]) == 2
        assert f"cannot listen on 127.0.0.1:{port}" in capsys.readouterr().err

    @pytest.mark.parametrize("port", ["-1", "65536", "http"])
    def test_an_impossible_port_is_a_usage_error(self, capsys, port):
        with pytest.raises(SystemExit) as exited:
            main(["--port", port])
        assert exited.value.code == 2
        assert "expected a port from 0 to 65535" in capsys.readouterr().err

    def test_the_server_it_starts_keeps_a_bounded_log(self, monkeypatch, capsys, tmp_path):
        """main() serves a FakeMessagesAPI capped at SERVER_LOG_CAP, and prints the port first."""
        started: list[FakeMessagesAPI] = []

        class Stub:
            server_address = ("127.0.0.1", 4321)

            def serve_forever(self) -> None:
                raise KeyboardInterrupt

            def server_close(self) -> None:
                return

        def fake_serve(api: FakeMessagesAPI, port: int) -> Stub:
            started.append(api)
            return Stub()

        monkeypatch.setattr(fake_server, "serve", fake_serve)
        assert main(["--port", "0", "--script", str(scenario(tmp_path, SCENARIO))]) == 0
        [api] = started
        assert api.max_logged == SERVER_LOG_CAP
        assert capsys.readouterr().out.splitlines()[0] == "4321"


class TestScenarioFormat:
    def test_a_bare_list_and_an_object_with_turns_mean_the_same(self, tmp_path):
        """Both documented shapes load to the same turns; stop_reason is optional."""
        as_object = load_script(scenario(tmp_path, SCENARIO, "a.json"))
        as_list = load_script(scenario(tmp_path, SCENARIO["turns"], "b.json"))
        assert as_object == as_list
        assert [turn.stop_reason for turn in as_list] == [None, "end_turn"]


# --- the loopback server: limits and errors -----------------------------------------------


class TestLimits:
    def test_a_body_over_32_mib_is_refused_from_its_length_before_reading(self, served):
        """Content-Length over the limit gets 413 request_too_large without a byte of body sent."""
        api = FakeMessagesAPI()
        port = served(api)
        headers = {**JSON_HEADERS, "content-length": str(MAX_REQUEST_BYTES + 1)}
        response, data = exchange(port, "POST", "/v1/messages", headers)  # body never sent
        assert response.status == 413
        assert api_error(response, data)["error"]["type"] == "request_too_large"
        assert response.getheader("connection") == "close"
        assert api.requests == []

    def test_a_client_that_asks_first_is_refused_before_100_continue(self, served):
        """With Expect: 100-continue the 413 comes instead of the invitation to send."""
        port = served(FakeMessagesAPI())
        headers = {
            **JSON_HEADERS,
            "content-length": str(MAX_REQUEST_BYTES + 1),
            "expect": "100-continue",
        }
        with socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT_S) as sock:
            head = "".join(f"{name}: {value}\r\n" for name, value in headers.items())
            sock.sendall(f"POST /v1/messages HTTP/1.1\r\nhost: x\r\n{head}\r\n".encode())
            raw = b""
            while chunk := sock.recv(65536):
                raw += chunk
        assert raw.startswith(b"HTTP/1.1 413 ")
        assert b"100 Continue" not in raw

    def test_a_huge_content_length_is_refused_too(self, served):
        """A length far beyond any limit (and beyond 64 bits) is still a clean 413."""
        port = served(FakeMessagesAPI())
        response, data = exchange(
            port, "POST", "/v1/messages", {**JSON_HEADERS, "content-length": "9" * 40}
        )
        assert response.status == 413
        assert "32 MiB" in api_error(response, data)["error"]["message"]

    @pytest.mark.parametrize("length", ["-1", "abc", "1e3", "+5", "5 5", "0x10", ""])
    def test_an_invalid_content_length_is_a_400(self, served, length):
        """Content-Length must be one non-negative integer; anything else is refused, unread."""
        port = served(FakeMessagesAPI())
        response, data = exchange(
            port, "POST", "/v1/messages", {**JSON_HEADERS, "content-length": length}
        )
        assert response.status == 400
        message = api_error(response, data)["error"]["message"]
        assert message.startswith("Content-Length: expected one non-negative integer")

    def test_two_different_content_lengths_are_a_400(self, served):
        """Conflicting lengths (a request-smuggling shape) are refused."""
        port = served(FakeMessagesAPI())
        headers: dict[str, Any] = {**JSON_HEADERS, "content-length": ["2", "3"]}
        response, data = exchange(port, "POST", "/v1/messages", headers, b"{}")
        assert response.status == 400
        assert api_error(response, data)["error"]["type"] == "invalid_request_error"

    def test_a_chunked_body_is_a_411(self, served):
        """Without a length there is nothing to check the limit against: 411, body unread."""
        port = served(FakeMessagesAPI())
        headers = {**JSON_HEADERS, "transfer-encoding": "chunked"}
        response, data = exchange(port, "POST", "/v1/messages", headers)
        assert response.status == 411
        assert "Content-Length is required" in api_error(response, data)["error"]["message"]


class TestErrors:
    def test_malformed_json_is_a_400_in_the_api_wording(self, served):
        port = served(FakeMessagesAPI())
        response, data = post(port, b'{"model": "m", ')
        assert response.status == 400
        assert api_error(response, data)["error"]["message"].startswith(
            "There was an error parsing the body"
        )

    @pytest.mark.parametrize(
        "kind", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]
    )
    def test_a_body_that_is_not_declared_json_is_a_400(self, served, kind):
        """The API takes JSON only; the message says what to send instead."""
        port = served(FakeMessagesAPI())
        response, data = post(port, BODY, **{"content-type": kind})
        assert response.status == 400
        message = api_error(response, data)["error"]["message"]
        assert f"content-type: expected application/json, got '{kind}'" in message

    def test_json_with_a_charset_is_fine(self, served):
        port = served(FakeMessagesAPI())
        response, _ = post(port, BODY, **{"content-type": "application/json; charset=utf-8"})
        assert response.status == 200

    def test_no_api_key_is_a_401(self, served):
        port = served(FakeMessagesAPI())
        headers = {"content-type": "application/json", "content-length": str(len(BODY))}
        response, data = exchange(port, "POST", "/v1/messages", headers, BODY)
        assert response.status == 401
        assert api_error(response, data)["error"]["type"] == "authentication_error"

    @pytest.mark.parametrize(
        ("method", "path", "status", "error_type"),
        [
            ("GET", "/", 404, "not_found_error"),
            ("GET", "/v1/models", 404, "not_found_error"),
            ("POST", "/v1/complete", 404, "not_found_error"),
            ("POST", "/v1/messages/../../etc/passwd", 404, "not_found_error"),
            ("GET", "/v1/messages", 405, "invalid_request_error"),
            ("DELETE", "/v1/messages?beta=true", 405, "invalid_request_error"),
            ("BREW", "/v1/messages", 405, "invalid_request_error"),
            ("BREW", "/coffee", 404, "not_found_error"),
        ],
    )
    def test_other_paths_are_404_and_other_methods_405_in_the_api_shape(
        self, served, method, path, status, error_type
    ):
        """Never an HTML page: unknown paths and methods get the API's JSON error."""
        port = served(FakeMessagesAPI())
        response, data = exchange(port, method, path, {"x-api-key": FAKE_API_KEY})
        assert response.status == status
        assert api_error(response, data)["error"]["type"] == error_type
        if status == 405:
            assert response.getheader("allow") == "POST"

    def test_head_gets_the_status_and_headers_without_a_body(self, served):
        port = served(FakeMessagesAPI())
        response, data = exchange(port, "HEAD", "/v1/messages", {})
        assert response.status == 405
        assert data == b""
        assert response.getheader("request-id", "").startswith("req_")

    def test_a_broken_request_line_gets_json_too(self, served):
        """The standard library's own 400 (a bad HTTP version) comes back in the API shape."""
        port = served(FakeMessagesAPI())
        with socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT_S) as sock:
            sock.sendall(b"POST /v1/messages HTTP/9.x\r\n\r\n")
            raw = b""
            while chunk := sock.recv(65536):
                raw += chunk
        head, _, body = raw.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 400")
        assert json.loads(body)["type"] == "error"

    def test_every_response_has_its_own_request_id_and_errors_carry_it(self, served):
        """200s (JSON and streamed) and every kind of error: distinct request-id headers."""
        port = served(FakeMessagesAPI())
        streaming = json.dumps({**REQUEST, "stream": True}).encode()
        answers = [
            post(port),
            post(port, streaming),
            post(port, b"[]"),
            exchange(port, "GET", "/v1/messages", {}),
            exchange(port, "GET", "/nowhere", {}),
            exchange(port, "POST", "/v1/messages", {**JSON_HEADERS, "content-length": "-1"}),
            exchange(port, "POST", "/v1/messages", {**JSON_HEADERS, "content-length": str(10**9)}),
        ]
        ids = [response.getheader("request-id") for response, _ in answers]
        assert all(isinstance(i, str) and i.startswith("req_fake_") for i in ids)
        assert len(set(ids)) == len(ids)
        for response, data in answers[2:]:
            api_error(response, data)


# --- the loopback server: streams, Claude Code and concurrency ----------------------------


class TestServing:
    def test_a_claude_code_shaped_streaming_request_over_http(self, served):
        """?beta=true, anthropic-beta and Claude Code's body fields: an event stream comes back."""
        port = served(
            FakeMessagesAPI([Turn([text("Hi."), tool_use("Bash", {"command": "ls -la"})])])
        )
        body = json.dumps({**CLAUDE_CODE_BODY, "stream": True}).encode()
        headers = {
            **JSON_HEADERS,
            "content-length": str(len(body)),
            "anthropic-beta": CLAUDE_CODE_BETAS,
            "anthropic-version": "2023-06-01",
        }
        response, data = exchange(port, "POST", "/v1/messages?beta=true", headers, body)
        assert response.status == 200
        assert response.getheader("content-type", "").startswith("text/event-stream")
        assert response.getheader("transfer-encoding") == "chunked"
        names = [name for name, _ in sse(data)]
        assert names[0] == "message_start"
        assert "ping" in names
        assert names[-1] == "message_stop"

    def test_a_client_leaving_mid_stream_does_not_stop_the_server(self, served, capsys):
        """After a client hangs up during a stream, the next client is served; no traceback."""
        older = set(threading.enumerate())
        long_text = "word " * 20_000
        port = served(FakeMessagesAPI([Turn([text(long_text)])]))
        body = json.dumps({**REQUEST, "stream": True}).encode()
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT_S)
        connection.request("POST", "/v1/messages", body, JSON_HEADERS)
        response = connection.getresponse()
        assert response.read(64)
        connection.sock.close()
        connection.close()
        again, data = post(port)
        assert again.status == 200
        assert json.loads(data)["content"][0]["text"] == "All done."
        wait_for_handlers_to_finish(older)
        assert "Traceback" not in capsys.readouterr().err

    def test_fifty_concurrent_sdk_clients_are_all_served_with_distinct_ids(self, served):
        """50 threads at once, half streaming, no retries: no resets, no id handed out twice,
        and each request decided alone (under the lock that guards the id counters)."""

        deciding = {"now": 0, "most": 0}
        guard = threading.Lock()

        def slow_policy(request: dict[str, Any]) -> Turn:
            with guard:
                deciding["now"] += 1
                deciding["most"] = max(deciding["most"], deciding["now"])
            time.sleep(0.002)  # a slow model: overlapping decisions would show here
            with guard:
                deciding["now"] -= 1
            return Turn([tool_use("lookup_user", {"user_id": "u_1"})])

        api = FakeMessagesAPI(policy=slow_policy)
        port = served(api)
        clients = 50
        barrier = threading.Barrier(clients, timeout=TIMEOUT_S)
        results: list[tuple[str, str]] = []
        errors: list[BaseException] = []

        def one_client(index: int) -> None:
            try:
                with anthropic.Anthropic(
                    api_key=FAKE_API_KEY,
                    base_url=f"http://127.0.0.1:{port}",
                    max_retries=0,
                    timeout=60,
                ) as client:
                    barrier.wait()
                    if index % 2:
                        with client.messages.stream(**REQUEST) as stream:
                            message = stream.get_final_message()
                    else:
                        message = client.messages.create(**REQUEST)
                results.append((message.id, message.content[0].id))  # type: ignore[union-attr]
            except BaseException as exc:
                errors.append(exc)

        threads = [threading.Thread(target=one_client, args=(i,)) for i in range(clients)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
        assert not any(thread.is_alive() for thread in threads)
        assert errors == []
        assert len(results) == clients
        assert len({message_id for message_id, _ in results}) == clients
        assert len({tool_id for _, tool_id in results}) == clients
        assert len(api.requests) == clients
        assert deciding["most"] == 1  # requests are decided one at a time, ids included


class TestBoundedMemory:
    def test_only_the_latest_requests_are_kept_and_ids_keep_counting(self):
        """With max_logged=3, five requests leave the last three logged; ids do not repeat."""
        api = FakeMessagesAPI(max_logged=3)
        client = api.client()
        ids = [
            client.messages.create(
                **{**REQUEST, "messages": [{"role": "user", "content": f"q{i}"}]}
            ).id
            for i in range(5)
        ]
        assert ids == [f"msg_fake_{n:04d}" for n in range(1, 6)]
        assert [r["messages"][0]["content"] for r in api.requests] == ["q2", "q3", "q4"]
        assert [r["id"] for r in api.responses] == ids[2:]

    def test_an_evicted_thread_cannot_be_continued_and_the_400_says_what_to_do(self):
        """Threads are capped like the log; continuing a dropped one is a clear 400."""
        api = FakeMessagesAPI(max_logged=1)

        def create() -> str:
            _, reply = api.respond(
                "POST",
                "/v1/messages",
                {"x-api-key": "k"},
                json.dumps({**REQUEST, "thread": {"type": "create"}}).encode(),
            )
            return str(reply["id"])

        old, _new = create(), create()
        more = [{"role": "assistant", "content": "x"}, {"role": "user", "content": "more"}]
        continued = {
            **REQUEST,
            "messages": more,
            "thread": {"type": "continue", "previous_message_id": old},
        }
        status, body = api.respond(
            "POST", "/v1/messages", {"x-api-key": "k"}, json.dumps(continued).encode()
        )
        assert status == 400
        assert f"no thread holds {old!r}" in body["error"]["message"]

    @pytest.mark.parametrize("cap", [0, -1, True, 2.5])
    def test_max_logged_must_be_a_positive_int(self, cap):
        with pytest.raises(ValueError, match=r"max_logged must be a positive int or None \(got"):
            FakeMessagesAPI(max_logged=cap)


def test_serving_yields_a_loopback_url_and_stops_when_the_block_ends() -> None:
    """The context manager the notebooks and tests share: served inside, gone after."""
    import anthropic
    import httpx

    from toolhooks.fake import FAKE_API_KEY, Turn, text
    from toolhooks.fake.server import serving

    with serving(FakeMessagesAPI([Turn([text("inside")])])) as base_url:
        assert base_url.startswith("http://127.0.0.1:")
        client = anthropic.Anthropic(api_key=FAKE_API_KEY, base_url=base_url, max_retries=0)
        reply = client.messages.create(
            model="m", max_tokens=5, messages=[{"role": "user", "content": "hi"}]
        )
        assert reply.content[0].text == "inside"  # type: ignore[union-attr]
    with pytest.raises(httpx.ConnectError):
        httpx.post(f"{base_url}/v1/messages", timeout=5)
