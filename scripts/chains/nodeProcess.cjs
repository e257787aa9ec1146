// Child entry for one local chain: runs `hardhat node` in this process and exits as soon as the parent goes away
// (its stdin pipe closes), so a start script that is killed never leaves a node holding a port.
process.stdin.on('end', () => process.exit(0));
process.stdin.on('close', () => process.exit(0));
process.stdin.resume();
require('hardhat/internal/cli/bootstrap.js');
