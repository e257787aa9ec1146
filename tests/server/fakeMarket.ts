// Test-only forger: a contract that emits LandMarket's Traded event with any arguments, compiled here with solc (never in abi/).
import { Contract, ContractFactory, type Signer } from 'ethers';
import solc from 'solc';

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
contract FakeMarket {
    event Traded(uint256 indexed itemId, address indexed buyer, uint256 amount, uint256 total);
    function fake(uint256 itemId, address buyer, uint256 amount, uint256 total) external {
        emit Traded(itemId, buyer, amount, total);
    }
}
`;

interface SolcOut {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

export async function deployFakeMarket(signer: Signer): Promise<Contract> {
  const input = {
    language: 'Solidity',
    sources: { 'FakeMarket.sol': { content: SOURCE } },
    settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOut;
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const c = out.contracts['FakeMarket.sol']!.FakeMarket!;
  const deployed = await new ContractFactory(c.abi as never, `0x${c.evm.bytecode.object}`, signer).deploy();
  await deployed.waitForDeployment();
  return deployed as unknown as Contract;
}
