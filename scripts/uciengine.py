"""A UCI engine (Stockfish) driven over a pipe: the part the scripts
here that ask Stockfish (blunders.py, openings.py) share. Imported, not
run."""
import subprocess
import sys


class Engine:
    """The engine at path, on one thread with hash_mb MB of hash. who
    begins the message the script exits with if the engine ends."""

    def __init__(self, path, hash_mb, who=""):
        self.who = who
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name Threads value 1")
        self.send(f"setoption name Hash value {hash_mb}")

    def send(self, s):
        self.p.stdin.write(s + "\n")

    def wait(self, token):
        """The engine's lines, stripped, up to the first that begins with
        token, that one included."""
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit(self.who + "stockfish ended")
            line = line.strip()
            lines.append(line)
            if line.startswith(token):
                return lines

    def sync(self):
        self.send("isready")
        return self.wait("readyok")
