module.exports = { name: 'broken', generation: '6.x' };
