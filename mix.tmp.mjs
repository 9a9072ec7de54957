import autocannon from 'autocannon';
const qs=['paneer','panner','masala','dipaers','biriyani','chicken biryani','atta','aata','milk','amul butter','chiken momos','dosa','mango shake','cake','black forest','coffee','namkeen','dal makhani','shree balaji','punjabi dhaba','dairy','basmati rice','ghee','pizza','samosa','kulfi','bread','tea','sugarcane','notebook'];
let n=0;
const port=process.argv[2];
const r=await autocannon({url:`http://127.0.0.1:${port}`,connections:Number(process.argv[3]??10),duration:6,requests:[{method:'GET',setupRequest:(req)=>({...req,path:`/api/common/search/${encodeURIComponent(qs[n++%qs.length])}?page=1`})}]});
console.log('mix rps',r.requests.average,'p99',r.latency.p99, 'non2xx', r.non2xx);
